import { useHealthQuery } from '@/entities/health/api/get-health';

/** True only when the server says Google sign-in is configured; false while unknown. */
export function useGoogleSignInEnabled(): boolean {
  const { data } = useHealthQuery();
  return data?.auth.google === true;
}
