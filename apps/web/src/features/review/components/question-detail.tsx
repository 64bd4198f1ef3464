import clsx from 'clsx';
import { ChevronLeft, ChevronRight, Lightbulb, Tag } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { partKeyOf, partNumberOf, levelNameKey } from '@/entities/practice-session/format';
import { KeyWordsAction } from '@/entities/vocabulary-word/components/key-words-action';
import { wordCaptureTarget } from '@/entities/vocabulary-word/selection';
import { QuestionGraphic } from '@/entities/question-graphic/question-graphic';
import { AskTutorButton } from '@/entities/tutor/ask-tutor-button';
import { questionContext } from '@/entities/tutor/from-question';
import { useTutorContext } from '@/entities/tutor/use-tutor-context';
import type { ReviewItem } from '../review-items';
import { OptionList } from './option-list';
import { QuestionContext } from './question-context';

const LETTERS = ['A', 'B', 'C', 'D'] as const;

interface QuestionDetailProps {
  item: ReviewItem;
  /** Position among the filtered questions, for previous / next. */
  position: number;
  count: number;
  onSelect: (position: number) => void;
}

/** One question with its material, options marked right / wrong, answers and explanation. */
export function QuestionDetail({ item, position, count, onSelect }: QuestionDetailProps) {
  const { t } = useTranslation();
  const { question, answer, correct } = item;
  const part = partNumberOf(question);
  const partKey = part === null ? null : partKeyOf(part);
  const status = answer === null ? 'unanswered' : correct ? 'correct' : 'incorrect';
  const tutorContext = questionContext(question, answer);
  useTutorContext(tutorContext);

  return (
    <article
      data-testid="review-question-detail"
      data-status={status}
      className="min-w-0 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <header className="flex flex-wrap items-center gap-2">
        <h2 className="mr-1 text-lg font-bold text-slate-900 dark:text-white">
          {t('review.detail.questionNumber', { number: item.index + 1 })}
        </h2>
        {partKey && (
          <span className="rounded-full bg-indigo-50 px-2.5 py-0.5 text-xs font-medium text-indigo-700 dark:bg-indigo-500/15 dark:text-sky-300">
            {t('session.partName', { part, name: t(`parts.${partKey}.name`) })}
          </span>
        )}
        <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs font-medium text-slate-600 dark:bg-slate-800 dark:text-slate-300">
          {t('session.level', {
            level: question.difficulty,
            name: t(levelNameKey(question.difficulty)),
          })}
        </span>
        <span
          data-testid="review-question-status"
          className={clsx(
            'rounded-full px-2.5 py-0.5 text-xs font-semibold',
            status === 'correct'
              ? 'bg-emerald-50 text-emerald-700 dark:bg-emerald-500/15 dark:text-emerald-300'
              : 'bg-rose-50 text-rose-700 dark:bg-rose-500/15 dark:text-rose-300',
          )}
        >
          {t(`review.detail.status.${status}`)}
        </span>
      </header>

      <QuestionContext question={question} />

      <p
        {...wordCaptureTarget}
        className="mt-5 text-base leading-relaxed font-medium whitespace-pre-line text-slate-900 dark:text-white"
      >
        {question.question}
      </p>
      {question.graphic && <QuestionGraphic graphic={question.graphic} className="mt-4" />}

      <OptionList
        options={question.options}
        correctAnswer={question.correctAnswer}
        answer={answer}
      />

      <dl className="mt-5 grid grid-cols-2 gap-3 text-sm">
        <div className="rounded-2xl bg-emerald-50 px-4 py-3 dark:bg-emerald-500/10">
          <dt className="text-emerald-700 dark:text-emerald-300">
            {t('review.detail.correctAnswer')}
          </dt>
          <dd
            data-testid="review-correct-answer"
            className="mt-0.5 text-lg font-bold text-emerald-800 dark:text-emerald-200"
          >
            {LETTERS[question.correctAnswer]}
          </dd>
        </div>
        <div
          className={clsx(
            'rounded-2xl px-4 py-3',
            correct ? 'bg-emerald-50 dark:bg-emerald-500/10' : 'bg-rose-50 dark:bg-rose-500/10',
          )}
        >
          <dt
            className={
              correct
                ? 'text-emerald-700 dark:text-emerald-300'
                : 'text-rose-700 dark:text-rose-300'
            }
          >
            {t('review.detail.yourAnswer')}
          </dt>
          <dd
            data-testid="review-your-answer"
            className={clsx(
              'mt-0.5 text-lg font-bold',
              correct
                ? 'text-emerald-800 dark:text-emerald-200'
                : 'text-rose-800 dark:text-rose-200',
            )}
          >
            {answer === null ? t('review.detail.unanswered') : LETTERS[answer]}
          </dd>
        </div>
      </dl>

      <section
        data-testid="review-explanation"
        className="mt-5 rounded-2xl border border-amber-200 bg-amber-50/70 p-4 dark:border-amber-500/25 dark:bg-amber-500/10"
      >
        <h3 className="flex items-center gap-2 text-sm font-semibold text-amber-800 dark:text-amber-200">
          <Lightbulb className="h-4 w-4" aria-hidden />
          {t('review.detail.explanation')}
        </h3>
        <p
          {...(question.explanation.trim() ? wordCaptureTarget : {})}
          className="mt-2 text-sm leading-relaxed whitespace-pre-line text-slate-800 dark:text-slate-100"
        >
          {question.explanation.trim() || t('review.detail.noExplanation')}
        </p>
      </section>
      {status !== 'correct' && <KeyWordsAction question={question} sourceType="review" />}

      <div className="mt-4">
        <AskTutorButton context={tutorContext} />
      </div>

      {question.tags.length > 0 && (
        <div className="mt-4 flex flex-wrap items-center gap-2" data-testid="review-tags">
          <Tag className="h-4 w-4 text-slate-400" aria-label={t('review.detail.tags')} />
          {question.tags.map((tag) => (
            <span
              key={tag}
              className="rounded-full bg-slate-100 px-2.5 py-0.5 text-xs text-slate-600 dark:bg-slate-800 dark:text-slate-300"
            >
              {tag}
            </span>
          ))}
        </div>
      )}

      <footer className="mt-6 flex items-center justify-between gap-3 border-t border-slate-100 pt-4 dark:border-slate-800">
        <Button
          variant="secondary"
          size="sm"
          disabled={position <= 0}
          onClick={() => onSelect(position - 1)}
          data-testid="review-previous"
        >
          <ChevronLeft className="h-4 w-4" aria-hidden />
          {t('review.detail.previous')}
        </Button>
        <span className="text-xs text-slate-500 dark:text-slate-400 tabular-nums">
          {position + 1} / {count}
        </span>
        <Button
          variant="secondary"
          size="sm"
          disabled={position >= count - 1}
          onClick={() => onSelect(position + 1)}
          data-testid="review-next"
        >
          {t('review.detail.next')}
          <ChevronRight className="h-4 w-4" aria-hidden />
        </Button>
      </footer>
    </article>
  );
}
