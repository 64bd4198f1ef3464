import { partByKey } from '@toeic-ace/contract/rules';
import { LogOut, WifiOff } from 'lucide-react';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { answeredQuestionContext } from '@/entities/tutor/from-question';
import { useTutorContext } from '@/entities/tutor/use-tutor-context';
import { buildScript } from '@/lib/speech';
import { usePracticeKeys } from '../../hooks/use-practice-keys';
import { usePracticeLabels } from '../../labels';
import { answeredCount, expectedTotal } from '../../session-logic';
import { usePractice, usePracticeStoreApi } from '../../store-context';
import type { LocalPracticeSession } from '@/entities/practice-session/types';
import { ConfirmDialog } from './confirm-dialog';
import { ListeningPanel } from './listening-panel';
import { PassagePanel } from './passage-panel';
import { PhotoPanel } from './photo-panel';
import { ProgressPanel } from './progress-panel';
import { QuestionCard } from './question-card';
import { SessionControls } from './session-controls';
import { TranscriptView } from './transcript-view';

type Confirming = 'exit' | 'submit' | null;

/** The running set: progress, the current question (with audio or passage), navigation. */
export function SessionView({ session }: { session: LocalPracticeSession }) {
  const { t } = useTranslation();
  const labels = usePracticeLabels();
  const store = usePracticeStoreApi();
  const offline = usePractice((s) => s.offlineFallback);
  const received = usePractice((s) => s.received);
  const waiting = usePractice((s) => s.pendingAdvance);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [transcriptFor, setTranscriptFor] = useState<string | null>(null);
  const actions = store.getState();

  const index = session.currentIndex;
  const question = session.questions[index]!;
  const answer = session.userAnswers[index] ?? null;
  const total = expectedTotal(session);
  const part = question.part ?? partByKey(question.category)?.part ?? 0;
  const listening = question.type === 'listening';
  const groupKey = question.groupId ?? question.id;
  const lines = useMemo(() => buildScript(question), [question]);
  const transcriptShown = answer !== null || transcriptFor === groupKey;
  const unanswered = total - answeredCount(session);
  const cardRef = useRef<HTMLDivElement>(null);
  useTutorContext(answeredQuestionContext(session.questions, session.userAnswers, index));

  // After moving on, bring the new question into view if the page was scrolled past it.
  useEffect(() => {
    const top = cardRef.current?.getBoundingClientRect().top ?? 0;
    if (top < 0) cardRef.current?.scrollIntoView({ block: 'start', behavior: 'smooth' });
  }, [index]);

  const submit = () => (unanswered > 0 ? setConfirming('submit') : void actions.complete());

  // → past the last question is a submit, so unanswered questions still get the question.
  usePracticeKeys(confirming === null, {
    choose: actions.answer,
    next: () =>
      index < session.questions.length - 1 ? actions.next() : session.generationDone && submit(),
    previous: actions.previous,
  });

  const media = listening ? (
    <div className="space-y-4">
      {part === 1 && <PhotoPanel imageUrl={question.imageUrl} scene={question.scene} />}
      <ListeningPanel
        key={groupKey}
        lines={lines}
        audioUrl={question.audioUrl}
        transcriptShown={transcriptShown}
        onShowTranscript={() => setTranscriptFor(groupKey)}
      />
    </div>
  ) : question.imageUrl ? (
    <PhotoPanel imageUrl={question.imageUrl} />
  ) : null;

  const card = (
    <div ref={cardRef} className="scroll-mt-20 space-y-4">
      <QuestionCard
        question={question}
        index={index}
        total={total}
        answer={answer}
        hideOptionText={listening && (part === 1 || part === 2) && !transcriptShown}
        onChoose={actions.answer}
        media={media}
        footer={
          listening && lines.length > 0 ? (
            <div className="mt-5">
              {transcriptShown ? (
                <TranscriptView lines={lines} />
              ) : (
                <p className="text-xs text-slate-500 dark:text-slate-400">
                  {t('practice.listening.transcriptHidden')}
                </p>
              )}
            </div>
          ) : null
        }
      />
      <SessionControls
        canPrevious={index > 0}
        canNext={index < session.questions.length - 1}
        canSubmit={session.generationDone}
        onPrevious={actions.previous}
        onNext={actions.next}
        onSubmit={submit}
      />
    </div>
  );

  return (
    <div
      data-testid="practice-session"
      data-session-id={session.id}
      className={question.passage ? 'space-y-5' : 'mx-auto max-w-3xl space-y-5'}
    >
      <div className="flex items-center justify-between gap-3">
        <h1 className="min-w-0 text-xl font-bold text-balance text-slate-900 sm:text-2xl dark:text-white">
          {labels.part(session.setup.category)}
        </h1>
        <Button
          variant="ghost"
          size="sm"
          data-testid="practice-exit"
          onClick={() => setConfirming('exit')}
        >
          <LogOut className="h-4 w-4" aria-hidden />
          {t('practice.session.exit')}
        </Button>
      </div>
      {offline && (
        <p
          role="note"
          data-testid="practice-offline"
          className="flex gap-2 rounded-2xl border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-100"
        >
          <WifiOff className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
          {t('practice.session.offline')}
        </p>
      )}
      <ProgressPanel
        answers={session.userAnswers}
        current={index}
        total={total}
        onSelect={actions.goTo}
      />
      {!session.generationDone && (
        <p
          role="status"
          data-testid="practice-generating-more"
          className="flex items-center gap-2 text-sm text-slate-500 dark:text-slate-400"
        >
          <Spinner size="sm" />
          {waiting
            ? t('practice.session.waitingNext')
            : t('practice.session.generatingMore', { received, total })}
        </p>
      )}
      {question.passage ? (
        <div className="grid gap-5 lg:grid-cols-2 lg:items-start">
          <PassagePanel passage={question.passage} />
          {card}
        </div>
      ) : (
        card
      )}
      <ConfirmDialog
        open={confirming === 'exit'}
        title={t('practice.session.exitTitle')}
        text={t('practice.session.exitText')}
        confirmLabel={t('practice.session.exitConfirm')}
        danger
        onConfirm={() => {
          setConfirming(null);
          actions.reset();
        }}
        onCancel={() => setConfirming(null)}
        testId="practice-exit-dialog"
      />
      <ConfirmDialog
        open={confirming === 'submit'}
        title={t('practice.session.submitTitle')}
        text={t('practice.session.submitText', { count: unanswered })}
        confirmLabel={t('practice.session.submitConfirm')}
        onConfirm={() => {
          setConfirming(null);
          void actions.complete();
        }}
        onCancel={() => setConfirming(null)}
        testId="practice-submit-dialog"
      />
    </div>
  );
}
