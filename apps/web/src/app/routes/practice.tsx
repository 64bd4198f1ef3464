import { useMemo } from 'react';
import { matchRoutes } from 'react-router';
import { PracticePage } from '@/features/practice/components/practice-page';
import { initialSetup } from '@/features/practice/setup-defaults';
import { useCurrentPreferences } from '@/features/settings/store';
import { routes } from '../router';

/** Is there a screen at /review/{id}? The results offer "view explanations" only then. */
function reviewRouteExists(): boolean {
  const leaf = matchRoutes(routes, '/review/00000000-0000-4000-8000-000000000000')?.at(-1);
  return Boolean(leaf && leaf.route.path !== '*');
}

const reviewPath = (id: string) => `/review/${encodeURIComponent(id)}`;

export function Component() {
  const { practiceSettings } = useCurrentPreferences();
  const defaults = useMemo(() => initialSetup(practiceSettings), [practiceSettings]);
  return (
    <PracticePage defaults={defaults} reviewPath={reviewRouteExists() ? reviewPath : undefined} />
  );
}
