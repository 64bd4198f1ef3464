import {
  DEFAULT_PREFERENCES,
  mergePreferences,
  preferencesSchema,
  type Preferences,
  type UpdateProfileRequest,
  type User,
} from '@toeic-ace/contract';
import { json, time } from '../../db/codec';
import type { Db, UsersTable } from '../../db/schema';
import { UnauthorizedError } from '../../errors';
import { updateUser, type UserRow } from './auth.repository';

/** Maps a stored row to the contract's User: the only place that shape is built. */
export function toUser(row: Omit<UserRow, 'data_revision'>): User {
  return {
    id: row.id,
    email: row.email,
    username: row.username,
    preferences: readPreferences(row.preferences),
    createdAt: time.fromDb(row.created_at),
  };
}

/**
 * Stored preferences are laid over the defaults before validation, so a preference added in a
 * later release gets its default for existing users instead of failing their requests.
 */
export function readPreferences(stored: UsersTable['preferences']): Preferences {
  const known = readPreferencesCache.get(stored);
  if (known) return known;
  const raw = json.fromDb(stored) ?? {};
  const candidate = {
    ...DEFAULT_PREFERENCES,
    ...raw,
    practiceSettings: { ...DEFAULT_PREFERENCES.practiceSettings, ...raw.practiceSettings },
  };
  const parsed = preferencesSchema.safeParse(candidate);
  const preferences = deepFreeze(
    parsed.success ? parsed.data : structuredClone(DEFAULT_PREFERENCES),
  );
  if (readPreferencesCache.size >= PREFERENCES_CACHE_SIZE) readPreferencesCache.clear();
  readPreferencesCache.set(stored, preferences);
  return preferences;
}

/**
 * Every authenticated request reads its user's preferences, and validating them was a visible
 * share of a cheap read; a learner's stored text rarely changes, so its reading is kept. The
 * objects are frozen because requests share them: a change goes through mergePreferences.
 */
const readPreferencesCache = new Map<string, Preferences>();
const PREFERENCES_CACHE_SIZE = 10_000;

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}

export async function updateProfile(
  db: Db,
  user: User,
  changes: UpdateProfileRequest,
  now: Date,
): Promise<User> {
  const preferences = changes.preferences
    ? mergePreferences(user.preferences, changes.preferences)
    : user.preferences;
  const row = await updateUser(db, user.id, {
    username: changes.username ?? user.username,
    preferences: json.toDb(preferencesSchema.parse(preferences)),
    updated_at: time.toDb(now),
  });
  // The account was deleted between authentication and this write.
  if (!row) throw new UnauthorizedError();
  return toUser(row);
}
