import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// OWASP's argon2id baseline: 19 MiB, 2 passes, 1 lane. Algorithm.Argon2id is an ambient const
// enum, which isolatedModules cannot inline, hence the literal.
const OPTIONS = { algorithm: 2 as Algorithm, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export const hashPassword = (password: string) => hash(password, OPTIONS);

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    // A malformed stored hash is a failed login, not a 500 that tells the caller the account exists.
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/** Computes the dummy hash up front, so the first unknown e-mail doesn't pay for a hash too. */
export const prepareDummyHash = (): Promise<string> =>
  (dummyHash ??= hashPassword(randomBytes(16).toString('hex')).catch((err: unknown) => {
    dummyHash = undefined; // the next sign-in tries again rather than failing for good
    throw err;
  }));

/**
 * Spends the same time as a real verification, so an unknown e-mail cannot be told apart from a
 * wrong password by the response time. Always false.
 */
export async function verifyAgainstDummy(password: string): Promise<false> {
  await verifyPassword(await prepareDummyHash(), password);
  return false;
}

/**
 * The one password check of a sign-in: exactly one argon2 verification whether the account
 * exists, has a password, or neither, so neither the answer nor its timing tells them apart.
 */
export const checkPassword = (passwordHash: string | null | undefined, password: string) =>
  passwordHash ? verifyPassword(passwordHash, password) : verifyAgainstDummy(password);
