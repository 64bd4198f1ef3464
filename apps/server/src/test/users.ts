import type { FastifyInstance } from 'fastify';
import type { AuthResult } from '@toeic-ace/contract';

let counter = 0;

export const bearer = (accessToken: string) => ({ authorization: `Bearer ${accessToken}` });

export function newCredentials() {
  counter += 1;
  const id = `${process.pid}-${counter}-${Date.now()}`;
  return {
    email: `learner-${id}@example.com`,
    password: 'correct horse battery',
    username: `Learner ${counter}`,
  };
}

/** Registers a fresh user through the API, as a client would. */
export async function registerUser(app: FastifyInstance, overrides: Record<string, string> = {}) {
  const credentials = { ...newCredentials(), ...overrides };
  const res = await app.inject({ method: 'POST', url: '/api/auth/register', payload: credentials });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const { data } = res.json<{ data: AuthResult }>();
  return { ...credentials, user: data.user, tokens: data.tokens };
}
