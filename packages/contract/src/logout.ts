import { z } from 'zod';

/** Answer of POST /api/auth/logout (a shape of our own); the body is {refreshToken}. */
export const logoutResultSchema = z.object({ loggedOut: z.literal(true) });
