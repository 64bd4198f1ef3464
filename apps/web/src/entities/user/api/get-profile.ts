import { routes } from '@/lib/routes';
import { api } from '@/lib/api-client';

/** GET /api/auth/profile — shared: start-up, third-party sign-in, every feature that needs the user. */
export const getProfile = (signal?: AbortSignal) => api.call(routes.auth.getProfile, { signal });
