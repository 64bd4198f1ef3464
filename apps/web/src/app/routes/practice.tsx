import { useEffect, useMemo } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { partKeyOf } from '@/entities/practice-session/format';
import { usePracticeStoreApi } from '@/features/practice/store-context';
import { PracticePage } from '@/features/practice/components/practice-page';
import { initialSetup } from '@/features/practice/setup-defaults';
import { useCurrentPreferences } from '@/features/settings/store';

/** The results' "view explanations" link: the review screen of the set on the server. */
const reviewPath = (id: string) => `/review/${encodeURIComponent(id)}`;

/**
 * `?mistakes=1[&part=N]` (the mistakes notebook's "重练到期错题") starts a mistakes session at once;
 * the parameters are then dropped, so a reload or "do another set" shows the setup.
 */
function useMistakesStart() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const store = usePracticeStoreApi();
  const wanted = params.get('mistakes') === '1';
  const part = partKeyOf(Number(params.get('part')));
  useEffect(() => {
    if (!wanted) return;
    void navigate('/practice', { replace: true });
    void store.getState().startMistakes(part ? [part] : undefined);
  }, [wanted, part, navigate, store]);
}

export function Component() {
  useMistakesStart();
  const { practiceSettings } = useCurrentPreferences();
  const defaults = useMemo(() => initialSetup(practiceSettings), [practiceSettings]);
  return <PracticePage defaults={defaults} reviewPath={reviewPath} />;
}
