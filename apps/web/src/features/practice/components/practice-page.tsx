import { lazy, startTransition, Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeader } from '@/components/page-header';
import { PageSpinner } from '@/components/spinner';
import { afterFirstPaint, startInTurn } from '@/lib/idle';
import { warmUpSpeech } from '@/lib/speech-support';
import { loadDemoQuestions } from '../default-store';
import { usePractice, usePracticeStoreApi } from '../store-context';
import type { PracticeSetup as Setup } from '@/entities/practice-session/types';

// The set's screens and the offline set's texts are not part of the page's first paint: they
// load while the saved sets are checked, and the setup shows once all are done, so a start shows
// its first question at once and an offline start finds them even when the network went after
// the page arrived.
const loadPracticeRun = () => import('./practice-run');
const PracticeRun = lazy(loadPracticeRun);
// Nor is the setup: the page's first paint is its title, and the setup shows with the rest.
const loadPracticeSetup = () =>
  import('./setup/practice-setup').then((module) => ({ default: module.PracticeSetup }));
const PracticeSetup = lazy(loadPracticeSetup);

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
    // A transition: React renders the setup (the page's largest form) in slices, yielding to the
    // browser between them, rather than in one long task while the page starts up.
    // Just after the first paint (the title), so these requests do not share its bandwidth.
    const cancel = afterFirstPaint(
      () =>
        void startInTurn([
          () => store.getState().resume(),
          loadPracticeRun,
          loadPracticeSetup,
          loadDemoQuestions,
        ]).then(() => alive && startTransition(() => setChecked(true))),
    );
    return () => {
      alive = false;
      cancel();
    };
  }, [store, checked]);

  useEffect(() => {
    if (draft.questionType === 'listening') warmUpSpeech();
  }, [draft.questionType]);

  // Each new phase starts at the top. Not on arrival: the layout's ScrollToTop has done that, and
  // a second scroll would force one more layout of the whole page while it starts up.
  const shownPhase = useRef(phase);
  useEffect(() => {
    if (shownPhase.current === phase) return;
    shownPhase.current = phase;
    window.scrollTo({ top: 0 });
  }, [phase]);

  if (!checked && phase === 'setup') {
    // The page's title stands where the setup will show it while the browser's saved sets are
    // checked: the learner sees the page at once, and nothing moves when the setup arrives.
    return (
      <div className="space-y-6">
        <PageHeader title={t('practice.title')} subtitle={t('practice.subtitle')} />
        <PageSpinner message={t('common.loading')} testId="practice-loading" />
      </div>
    );
  }
  if ((phase === 'session' || phase === 'completed') && session) {
    return (
      <Suspense fallback={<PageSpinner message={t('common.loading')} />}>
        <PracticeRun
          session={session}
          answering={phase === 'session'}
          reviewPath={reviewPath}
          onAgain={store.getState().reset}
        />
      </Suspense>
    );
  }
  return (
    <Suspense fallback={<PageSpinner message={t('common.loading')} />}>
      <PracticeSetup
        value={draft}
        onChange={setDraft}
        generating={phase === 'generating'}
        received={received}
        unreachable={unreachable}
        onStart={() => void store.getState().start(draft)}
        onStartOffline={() => store.getState().startOffline(draft)}
        onStartAdaptive={() => void store.getState().startAdaptive(draft)}
      />
    </Suspense>
  );
}
