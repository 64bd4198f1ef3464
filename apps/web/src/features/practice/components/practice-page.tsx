import { lazy, Suspense, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/spinner';
import { whenIdle } from '@/lib/idle';
import { warmUpSpeech } from '@/lib/speech-support';
import { usePractice, usePracticeStoreApi } from '../store-context';
import type { PracticeSetup as Setup } from '@/entities/practice-session/types';
import { PracticeSetup } from './setup/practice-setup';

// The session and its results are not on the first paint (the setup is): they load in their own
// chunk once the page is idle, well before a set has been generated, or at once on a resume.
const loadScreens = () => import('./session-screens');
const SessionScreen = lazy(() => loadScreens().then((m) => ({ default: m.SessionScreen })));
const ResultsScreen = lazy(() => loadScreens().then((m) => ({ default: m.ResultsScreen })));

interface PracticePageProps {
  /** What the setup form opens with (the user's practice settings or the product defaults). */
  defaults: Setup;
  /** The review screen of a finished server session, when that screen exists. */
  reviewPath?: (serverSessionId: string) => string;
}

/**
 * `/practice`: setup → generating → session → results. On arrival an unfinished
 * set of this user saved in the browser (a reload, a crash, a closed tab) resumes at once, at
 * the question where it was; "quit set" discards it.
 */
export function PracticePage({ defaults, reviewPath }: PracticePageProps) {
  const { t } = useTranslation();
  const store = usePracticeStoreApi();
  const phase = usePractice((s) => s.phase);
  const session = usePractice((s) => s.session);
  const received = usePractice((s) => s.received);
  const unreachable = usePractice((s) => s.unreachable);
  const [draft, setDraft] = useState(defaults);
  const [checked, setChecked] = useState(() => store.getState().phase !== 'setup');

  useEffect(() => {
    if (checked) return;
    let alive = true;
    void store
      .getState()
      .resume()
      .finally(() => alive && setChecked(true));
    return () => {
      alive = false;
    };
  }, [store, checked]);

  useEffect(() => whenIdle(() => void loadScreens()), []);

  useEffect(() => {
    if (draft.questionType === 'listening') warmUpSpeech();
  }, [draft.questionType]);

  // A block body: Chromium's scrollTo returns a promise, which must not become the cleanup.
  useEffect(() => {
    window.scrollTo({ top: 0 });
  }, [phase]);

  const loading = <PageSpinner message={t('common.loading')} testId="practice-loading" />;
  if (!checked && phase === 'setup') return loading;
  if ((phase === 'session' || phase === 'completed') && session) {
    return (
      <Suspense fallback={loading}>
        {phase === 'session' ? (
          <SessionScreen session={session} />
        ) : (
          <ResultsScreen
            session={session}
            reviewPath={reviewPath}
            onAgain={store.getState().reset}
          />
        )}
      </Suspense>
    );
  }
  return (
    <PracticeSetup
      value={draft}
      onChange={setDraft}
      generating={phase === 'generating'}
      received={received}
      unreachable={unreachable}
      onStart={() => void store.getState().start(draft)}
      onStartOffline={() => void store.getState().startOffline(draft)}
      onStartAdaptive={() => void store.getState().startAdaptive(draft)}
    />
  );
}
