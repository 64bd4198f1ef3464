import { masteryLevel } from '@toeic-ace/contract/rules';
import type { ReviewWord } from '@toeic-ace/contract';
import clsx from 'clsx';
import { Check, Volume2, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { usePronunciation } from '../hooks/use-pronunciation';
import { Countdown } from './countdown';
import { KeyHint } from './key-hint';
import { ReviewAnswer } from './review-answer';

interface FlashcardProps {
  word: ReviewWord;
  phase: 'question' | 'answer' | 'timeout';
  secondsLeft: number;
  onReveal: () => void;
  onJudge: (correct: boolean) => void;
  onAcknowledgeTimeout: () => void;
}

/** The two verdicts after the answer is shown: green "knew it", red "did not". */
const JUDGES = [
  {
    correct: true,
    testId: 'judge-correct',
    icon: Check,
    label: 'flashcards.correct',
    colors: 'bg-emerald-700 hover:bg-emerald-600 focus-visible:outline-emerald-600',
  },
  {
    correct: false,
    testId: 'judge-wrong',
    icon: X,
    label: 'flashcards.wrong',
    colors: 'bg-rose-600 hover:bg-rose-500 focus-visible:outline-rose-600',
  },
] as const;

function PlayButton({ word }: { word: ReviewWord }) {
  const { t } = useTranslation();
  const pronunciation = usePronunciation();
  if (!pronunciation.available(word.audioUrl)) return null;
  return (
    <button
      type="button"
      data-testid="review-play"
      onClick={() => pronunciation.play(word.word, word.audioUrl)}
      disabled={pronunciation.playing}
      aria-label={t('flashcards.play')}
      className="rounded-full p-1.5 text-indigo-600 hover:bg-indigo-50 disabled:opacity-50 dark:text-sky-300 dark:hover:bg-slate-800"
    >
      <Volume2 className="h-5 w-5" aria-hidden />
    </button>
  );
}

/** One card: the word and its context, then (shown or timed out) its meanings and the verdict. */
export function Flashcard(props: FlashcardProps) {
  const { word, phase, secondsLeft } = props;
  const { t } = useTranslation();
  const level = masteryLevel(word.reviewCount);
  return (
    <article
      data-testid="flashcard"
      data-word={word.word}
      data-phase={phase}
      className="space-y-5 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-8 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex items-center justify-between gap-3">
        <div className="flex flex-wrap gap-2">
          <span
            data-testid="mastery-level"
            className="rounded-full bg-indigo-50 px-2.5 py-1 text-xs font-medium text-indigo-700 dark:bg-indigo-500/15 dark:text-sky-300"
          >
            {t(`flashcards.level.${level}`)}
          </span>
          {word.overdue && (
            <span className="rounded-full bg-amber-50 px-2.5 py-1 text-xs font-medium text-amber-700 dark:bg-amber-500/15 dark:text-amber-300">
              {t('flashcards.overdue')}
            </span>
          )}
        </div>
        <Countdown seconds={secondsLeft} />
      </div>

      <div className="space-y-2 text-center">
        <h2
          data-testid="review-word"
          className="text-3xl font-bold break-words text-slate-900 sm:text-4xl dark:text-white"
        >
          {word.word}
        </h2>
        <div className="flex min-h-8 items-center justify-center gap-1 text-slate-500 dark:text-slate-400">
          {word.phonetic && <span data-testid="review-phonetic">{word.phonetic}</span>}
          <PlayButton word={word} />
        </div>
      </div>

      {word.context && (
        <blockquote
          data-testid="review-context"
          aria-label={t('flashcards.context')}
          className="rounded-2xl bg-slate-50 px-4 py-3 text-sm break-words text-slate-600 italic dark:bg-slate-800/60 dark:text-slate-300"
        >
          {word.context}
        </blockquote>
      )}

      {phase === 'question' ? (
        <div className="space-y-2">
          <Button size="lg" className="w-full" data-testid="show-answer" onClick={props.onReveal}>
            {t('flashcards.showAnswer')}
          </Button>
          <KeyHint text={t('flashcards.keys.show')} />
        </div>
      ) : (
        <div className="space-y-5 border-t border-slate-100 pt-5 dark:border-slate-800">
          <ReviewAnswer word={word} />
          {phase === 'answer' ? (
            <div className="space-y-2">
              <p className="text-center text-sm text-slate-500 dark:text-slate-400">
                {t('flashcards.judgePrompt')}
              </p>
              <div className="grid grid-cols-2 gap-3">
                {JUDGES.map(({ correct, testId, icon: Icon, label, colors }) => (
                  <button
                    key={testId}
                    type="button"
                    data-testid={testId}
                    onClick={() => props.onJudge(correct)}
                    className={clsx(
                      'inline-flex h-12 items-center justify-center gap-2 rounded-xl font-medium text-white focus-visible:outline-2 focus-visible:outline-offset-2',
                      colors,
                    )}
                  >
                    <Icon className="h-5 w-5" aria-hidden />
                    {t(label)}
                  </button>
                ))}
              </div>
              <KeyHint text={t('flashcards.keys.judge')} />
            </div>
          ) : (
            <div className="space-y-3">
              <p
                role="status"
                data-testid="review-timeout"
                className="rounded-2xl bg-rose-50 px-4 py-3 text-sm text-rose-800 dark:bg-rose-500/10 dark:text-rose-200"
              >
                {t('flashcards.timeout')}
              </p>
              <Button
                size="lg"
                className="w-full"
                data-testid="timeout-next"
                onClick={props.onAcknowledgeTimeout}
              >
                {t('flashcards.gotIt')}
              </Button>
              <KeyHint text={t('flashcards.keys.next')} />
            </div>
          )}
        </div>
      )}
    </article>
  );
}
