import type { Health } from '@toeic-ace/contract';
import { useHealthQuery } from '@/entities/health/api/get-health';

/** True only when the server says Google sign-in is configured; false while unknown. */
export function useGoogleSignInEnabled(): boolean {
  const { data } = useHealthQuery();
  // An older server answers without `auth` (the client hands such data on as it came): no button.
  return (data as Partial<Health> | undefined)?.auth?.google === true;
}
