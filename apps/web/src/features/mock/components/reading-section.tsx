import { MOCK_WARNING_SECONDS } from '@toeic-ace/contract/rules';
import type { MockQuestion } from '@toeic-ace/contract';
import clsx from 'clsx';
import { AlertTriangle, ChevronLeft, ChevronRight, Flag, LayoutGrid } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { QuestionGraphic } from '@/entities/question-graphic/question-graphic';
import { AnswerLetters } from './answer-letters';
import { QuestionPalette, type PaletteState } from './question-palette';
import { SectionBar } from './section-bar';

interface ReadingSectionProps {
  questions: readonly MockQuestion[];
  remainingMs: number;
  scale: number;
  answers: ReadonlyMap<string, number | null>;
  flags: ReadonlySet<string>;
  onChoose: (questionId: string, answer: number) => void;
  onToggleFlag: (questionId: string) => void;
  onSubmit: () => void;
  submitting: boolean;
}

/** Parts 6–7 passages hold several documents separated by a line of "---". */
const documentsOf = (passage: string) =>
  passage
    .split(/^\s*---\s*$/m)
    .map((d) => d.trim())
    .filter(Boolean);

/**
 * The reading section: one question at a time with its passage, free navigation, a palette,
 * flags, the countdown with its five-minute warning, and submission (automatic at zero, by the
 * page that owns the clock).
 */
export function ReadingSection(props: ReadingSectionProps) {
  const { questions, remainingMs, scale, answers, flags, onChoose, onToggleFlag } = props;
  const { t } = useTranslation();
  const reading = useMemo(() => questions.filter((q) => q.part >= 5), [questions]);
  const [index, setIndex] = useState(() => {
    const firstOpen = reading.findIndex((q) => (answers.get(q.id) ?? null) === null);
    return firstOpen === -1 ? 0 : firstOpen;
  });
  const [paletteOpen, setPaletteOpen] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const question = reading[index];
  const warn = remainingMs <= MOCK_WARNING_SECONDS * 1000 * scale;
  const stateOf = (q: MockQuestion): PaletteState =>
    flags.has(q.id) ? 'flagged' : (answers.get(q.id) ?? null) !== null ? 'answered' : 'unanswered';
  const unanswered = reading.filter((q) => (answers.get(q.id) ?? null) === null).length;
  if (!question) return null;
  const flagged = flags.has(question.id);
  const documents = question.passage ? documentsOf(question.passage) : [];

  const palette = (
    <QuestionPalette
      questions={reading}
      current={index}
      stateOf={stateOf}
      onSelect={(i) => {
        setIndex(i);
        setPaletteOpen(false);
      }}
    />
  );

  return (
    <div className="space-y-4" data-testid="mock-reading">
      <SectionBar
        title={t('mock.reading.title')}
        detail={`Part ${question.part} · ${t('mock.reading.question', { number: question.number })}`}
        timeLabel={t('mock.reading.timeLeft')}
        remainingMs={remainingMs}
        warn={warn}
      >
        <Button
          variant="secondary"
          size="sm"
          className="lg:hidden"
          aria-expanded={paletteOpen}
          onClick={() => setPaletteOpen((open) => !open)}
          data-testid="mock-palette-toggle"
        >
          <LayoutGrid className="h-4 w-4" aria-hidden />
          <span className="sr-only">
            {paletteOpen ? t('mock.reading.hidePalette') : t('mock.reading.showPalette')}
          </span>
        </Button>
        <Button
          size="sm"
          onClick={() => setConfirming(true)}
          loading={props.submitting}
          data-testid="mock-submit"
        >
          {t('mock.reading.submit')}
        </Button>
      </SectionBar>

      {warn && (
        <p
          role="alert"
          data-testid="mock-warning"
          className="flex items-center gap-2 rounded-2xl bg-rose-50 px-4 py-3 text-sm font-medium text-rose-800 dark:bg-rose-500/15 dark:text-rose-200"
        >
          <AlertTriangle className="h-4 w-4 shrink-0" aria-hidden />
          {t('mock.reading.warning')}
        </p>
      )}

      {paletteOpen && (
        <div className="rounded-2xl border border-slate-200 bg-white p-4 lg:hidden dark:border-slate-800 dark:bg-slate-900">
          {palette}
        </div>
      )}

      <div className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_16rem]">
        <article
          data-testid="mock-reading-question"
          data-number={question.number}
          className="min-w-0 space-y-4 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
        >
          {documents.length > 0 && (
            <section aria-label={t('mock.reading.passage')} className="space-y-3">
              {documents.map((doc, i) => (
                <div
                  key={i}
                  lang="en"
                  className="max-h-96 overflow-y-auto rounded-2xl border border-slate-200 bg-slate-50/70 p-4 text-sm leading-relaxed whitespace-pre-line text-slate-800 dark:border-slate-700 dark:bg-slate-800/40 dark:text-slate-100"
                >
                  {doc}
                </div>
              ))}
            </section>
          )}
          <div className="flex items-start justify-between gap-3">
            <h2
              lang="en"
              className="text-base leading-relaxed font-medium text-slate-900 dark:text-white"
            >
              <span className="mr-2 font-bold tabular-nums">{question.number}.</span>
              {question.question}
            </h2>
            <button
              type="button"
              aria-pressed={flagged}
              onClick={() => onToggleFlag(question.id)}
              data-testid="mock-flag"
              className={clsx(
                'flex shrink-0 items-center gap-1 rounded-lg px-2.5 py-1.5 text-xs font-semibold',
                flagged
                  ? 'bg-amber-100 text-amber-900 dark:bg-amber-500/20 dark:text-amber-100'
                  : 'text-slate-500 ring-1 ring-slate-300 hover:bg-slate-50 dark:text-slate-300 dark:ring-slate-600',
              )}
            >
              <Flag className={clsx('h-3.5 w-3.5', flagged && 'fill-amber-500')} aria-hidden />
              {flagged ? t('mock.reading.unflag') : t('mock.reading.flag')}
            </button>
          </div>
          {question.graphic && <QuestionGraphic graphic={question.graphic} />}
          <AnswerLetters
            questionId={question.id}
            count={question.options.length}
            value={answers.get(question.id) ?? null}
            onChoose={(answer) => onChoose(question.id, answer)}
            options={question.options}
            label={t('mock.reading.question', { number: question.number })}
          />
          <footer className="flex items-center justify-between gap-3 border-t border-slate-100 pt-4 dark:border-slate-800">
            <Button
              variant="secondary"
              size="sm"
              disabled={index === 0}
              onClick={() => setIndex(index - 1)}
              data-testid="mock-previous"
            >
              <ChevronLeft className="h-4 w-4" aria-hidden />
              {t('mock.reading.previous')}
            </Button>
            <span className="text-xs text-slate-500 dark:text-slate-400 tabular-nums">
              {index + 1} / {reading.length}
            </span>
            <Button
              variant="secondary"
              size="sm"
              disabled={index >= reading.length - 1}
              onClick={() => setIndex(index + 1)}
              data-testid="mock-next"
            >
              {t('mock.reading.next')}
              <ChevronRight className="h-4 w-4" aria-hidden />
            </Button>
          </footer>
        </article>
        <aside className="hidden rounded-3xl border border-slate-200 bg-white p-4 shadow-sm lg:sticky lg:top-36 lg:block dark:border-slate-800 dark:bg-slate-900">
          {palette}
        </aside>
      </div>

      <Modal
        open={confirming}
        onClose={() => setConfirming(false)}
        title={t('mock.reading.confirmTitle')}
        closeLabel={t('common.close')}
        testId="mock-confirm"
      >
        <p className="text-sm leading-relaxed text-slate-600 dark:text-slate-300">
          {unanswered > 0
            ? t('mock.reading.confirmUnanswered', { count: unanswered })
            : t('mock.reading.confirmAll')}
        </p>
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="secondary" onClick={() => setConfirming(false)}>
            {t('mock.reading.keepGoing')}
          </Button>
          <Button
            onClick={() => {
              setConfirming(false);
              props.onSubmit();
            }}
            data-testid="mock-confirm-submit"
          >
            {t('mock.reading.submit')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
