import { useMemo } from 'react';
import { PracticePage } from '@/features/practice/components/practice-page';
import { initialSetup } from '@/features/practice/setup-defaults';
import { useCurrentPreferences } from '@/features/settings/store';

/** The results' "view explanations" link: the review screen of the set on the server. */
const reviewPath = (id: string) => `/review/${encodeURIComponent(id)}`;

export function Component() {
  const { practiceSettings } = useCurrentPreferences();
  const defaults = useMemo(() => initialSetup(practiceSettings), [practiceSettings]);
  return <PracticePage defaults={defaults} reviewPath={reviewPath} />;
}
