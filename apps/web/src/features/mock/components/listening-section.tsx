import type { MockQuestion } from '@toeic-ace/contract';
import { Headphones, Volume2 } from 'lucide-react';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Spinner } from '@/components/spinner';
import { QuestionGraphic } from '@/entities/question-graphic/question-graphic';
import { SceneFigure } from '@/entities/question-graphic/scene-figure';
import { useListeningRun } from '../hooks/use-listening-run';
import { listeningPlan, type ListeningStep } from '../listening-plan';
import { AnswerLetters } from './answer-letters';
import { SectionBar } from './section-bar';

interface ListeningSectionProps {
  mockId: string;
  questions: readonly MockQuestion[];
  scale: number;
  remainingMs: number;
  answers: ReadonlyMap<string, number | null>;
  onChoose: (questionId: string, answer: number) => void;
  /** 开始听力 pressed: starts the clock on the server; the audio plays once it resolves true. */
  onStart: () => Promise<boolean>;
  /** The audio has played to the end. */
  onFinished: () => void;
}

function UnitView({
  step,
  answers,
  onChoose,
  silent,
}: {
  step: Extract<ListeningStep, { kind: 'unit' }>;
  answers: ReadonlyMap<string, number | null>;
  onChoose: (questionId: string, answer: number) => void;
  silent: boolean;
}) {
  const { t } = useTranslation();
  const first = step.questions[0]!;
  return (
    <div className="space-y-5" data-testid="mock-listening-unit" data-part={step.part}>
      {step.part === 1 && first.scene && (
        <SceneFigure scene={first.scene} caption={t('mock.listening.scene')} testId="mock-scene" />
      )}
      {silent && (
        <p
          data-testid="mock-silent-script"
          className="rounded-2xl bg-amber-50 p-4 text-sm whitespace-pre-line text-amber-950 dark:bg-amber-500/10 dark:text-amber-100"
        >
          {step.lines.map((l) => (l.speaker ? `${l.speaker}: ${l.text}` : l.text)).join('\n')}
        </p>
      )}
      {step.questions.map((q) => (
        <section
          key={q.id}
          data-testid="mock-listening-question"
          data-number={q.number}
          className="space-y-2"
        >
          <h2 className="text-sm font-semibold text-slate-900 dark:text-white">
            {t('mock.listening.question', { number: q.number })}
            {q.part >= 3 && <span className="ml-2 font-normal">{q.question}</span>}
          </h2>
          {q.graphic && <QuestionGraphic graphic={q.graphic} />}
          <AnswerLetters
            questionId={q.id}
            count={q.options.length}
            value={answers.get(q.id) ?? null}
            onChoose={(answer) => onChoose(q.id, answer)}
            options={q.part >= 3 ? q.options : undefined}
            label={t('mock.listening.question', { number: q.number })}
          />
        </section>
      ))}
    </div>
  );
}

/**
 * The listening section: one start click (browsers speak only after a gesture), then the
 * directions and every question's audio once, the screen following the audio.
 */
export function ListeningSection(props: ListeningSectionProps) {
  const { mockId, questions, scale, remainingMs, answers, onChoose, onStart, onFinished } = props;
  const { t } = useTranslation();
  const steps = useMemo(() => listeningPlan(questions, scale), [questions, scale]);
  const run = useListeningRun(mockId, steps);
  const listeningCount = questions.filter((q) => q.part <= 4).length;
  const [starting, setStarting] = useState(false);
  const begin = async () => {
    setStarting(true);
    const ok = await onStart();
    setStarting(false);
    if (ok) run.start();
  };

  useEffect(() => {
    if (run.status === 'done') onFinished();
  }, [run.status, onFinished]);

  const step = run.step;
  const current = step?.kind === 'unit' ? step.questions[0]!.number : null;

  return (
    <div className="space-y-5" data-testid="mock-listening">
      <SectionBar
        title={t('mock.listening.title')}
        detail={
          current
            ? t('mock.listening.progress', { current, total: listeningCount })
            : step?.kind === 'part'
              ? t('mock.listening.partDirections', { part: step.part })
              : t('mock.listening.directions')
        }
        timeLabel={t('mock.listening.timeLeft')}
        remainingMs={remainingMs}
      />
      <div className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7 dark:border-slate-800 dark:bg-slate-900">
        {run.status === 'loading' || run.status === 'ready' ? (
          <div className="flex flex-col items-center gap-4 py-8 text-center">
            <Headphones className="h-10 w-10 text-indigo-500 dark:text-sky-400" aria-hidden />
            <p className="max-w-md text-sm text-slate-600 dark:text-slate-300">
              {run.resumedAfterReload
                ? t('mock.listening.resumeHint')
                : t('mock.listening.startHint')}
            </p>
            <Button
              size="lg"
              data-testid="mock-listening-start"
              loading={run.status === 'loading' || starting}
              disabled={run.status === 'loading' || starting}
              onClick={() => void begin()}
            >
              {run.resumedAfterReload ? t('mock.listening.continue') : t('mock.listening.start')}
            </Button>
          </div>
        ) : run.status === 'done' || !step ? (
          <p className="flex items-center justify-center gap-2 py-10 text-slate-500 dark:text-slate-400">
            <Spinner size="sm" />
            {t('mock.listening.done')}
          </p>
        ) : (
          <div className="space-y-4">
            <p
              data-testid="mock-speaking"
              data-speaking={run.speaking}
              className="flex items-center gap-2 text-xs font-semibold text-sky-700 dark:text-sky-300"
            >
              <Volume2
                className={run.speaking ? 'h-4 w-4 animate-pulse' : 'h-4 w-4 opacity-40'}
                aria-hidden
              />
              {run.speaking ? t('mock.listening.speaking') : t('mock.listening.answerNow')}
            </p>
            {run.silent && step.kind !== 'unit' && (
              <p className="text-sm text-amber-800 dark:text-amber-200">
                {t('mock.listening.noVoices')}
              </p>
            )}
            {step.kind === 'unit' ? (
              <UnitView step={step} answers={answers} onChoose={onChoose} silent={run.silent} />
            ) : (
              <div data-testid={`mock-${step.kind}`}>
                <h2 className="text-lg font-bold text-slate-900 dark:text-white">
                  {step.kind === 'part'
                    ? t('mock.listening.partDirections', { part: step.part })
                    : t('mock.listening.directions')}
                </h2>
                <p lang="en" className="mt-2 leading-relaxed text-slate-700 dark:text-slate-200">
                  {step.text}
                </p>
              </div>
            )}
          </div>
        )}
      </div>
    </div>
  );
}
