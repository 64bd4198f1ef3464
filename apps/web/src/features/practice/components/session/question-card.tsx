import type { Question } from '@toeic-ace/contract';
import { BookOpen, Headphones } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QuestionGraphic } from '@/entities/question-graphic/question-graphic';
import { wordCaptureTarget } from '@/entities/vocabulary-word/selection';
import { usePracticeLabels } from '../../labels';
import { OptionList } from './option-list';

interface QuestionCardProps {
  question: Question;
  index: number;
  total: number;
  answer: number | null;
  hideOptionText: boolean;
  onChoose: (index: number) => void;
  /** Listening controls, photo or scene, shown above the question text. */
  media?: ReactNode;
  /** Shown under the options (the transcript once answered). */
  footer?: ReactNode;
}

const badge = 'inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium';

/** Type badge, level, part, the question and its options A–D. */
export function QuestionCard(props: QuestionCardProps) {
  const { question, index, total, answer, hideOptionText, onChoose, media, footer } = props;
  const { t } = useTranslation();
  const labels = usePracticeLabels();
  const listening = question.type === 'listening';
  return (
    <article
      data-testid="practice-question"
      data-question-id={question.id}
      data-index={index}
      className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="flex flex-wrap items-center gap-2">
        <span
          data-testid="practice-type-badge"
          className={`${badge} ${listening ? 'bg-sky-100 text-sky-800 dark:bg-sky-500/15 dark:text-sky-200' : 'bg-indigo-100 text-indigo-800 dark:bg-indigo-500/20 dark:text-indigo-200'}`}
        >
          {listening ? (
            <Headphones className="h-3.5 w-3.5" aria-hidden />
          ) : (
            <BookOpen className="h-3.5 w-3.5" aria-hidden />
          )}
          {labels.type(question.type)}
        </span>
        <span
          data-testid="practice-level-badge"
          className={`${badge} bg-amber-100 text-amber-800 dark:bg-amber-500/15 dark:text-amber-200`}
        >
          {labels.level(question.difficulty)}
        </span>
        <span
          data-testid="practice-category-badge"
          className={`${badge} bg-slate-100 text-slate-700 dark:bg-slate-800 dark:text-slate-300`}
        >
          {labels.part(question.category)}
        </span>
        <span className="ml-auto hidden text-xs text-slate-500 dark:text-slate-400 tabular-nums sm:inline">
          {index + 1} / {total}
        </span>
      </div>
      {media && <div className="mt-5">{media}</div>}
      <h2
        data-testid="practice-question-text"
        {...wordCaptureTarget}
        className="mt-5 text-lg leading-relaxed font-medium whitespace-pre-line text-slate-900 dark:text-white"
      >
        {question.question}
      </h2>
      {question.graphic && <QuestionGraphic graphic={question.graphic} className="mt-4" />}
      {hideOptionText && (
        <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
          {t('practice.session.optionsHiddenHint')}
        </p>
      )}
      <div className="mt-5">
        <OptionList
          options={question.options}
          selected={answer}
          hideText={hideOptionText}
          onChoose={onChoose}
        />
      </div>
      {footer}
    </article>
  );
}
