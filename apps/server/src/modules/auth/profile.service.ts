import type { UpdateProfileRequest, User } from '@toeic-ace/contract';
import type { Db } from '../../db/schema';
import { updateProfile } from './users';

export interface ProfileDeps {
  db: Db;
  clock: () => Date;
}

/** The signed-in user's own profile: name and preferences. */
export function createProfileService({ db, clock }: ProfileDeps) {
  return {
    /** Partial update; practiceSettings merges key by key. */
    update: (user: User, changes: UpdateProfileRequest): Promise<User> =>
      updateProfile(db, user, changes, clock()),
  };
}
