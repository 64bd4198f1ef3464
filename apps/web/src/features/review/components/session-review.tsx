import { Clock } from 'lucide-react';
import type { PracticeSessionDetail } from '@toeic-ace/contract';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ScorePill } from '@/entities/practice-session/score-pill';
import { WordCapture } from '@/entities/vocabulary-word/components/word-capture';
import {
  formatDateTime,
  formatDuration,
  partKeyOf,
  partNumberOf,
} from '@/entities/practice-session/format';
import { filterItems, reviewItems, type AnswerFilter } from '../review-items';
import { QuestionDetail } from './question-detail';
import { QuestionNav } from './question-nav';
import { SessionKind } from './session-kind';

/**
 * A finished set's review once its questions are in: the summary, the question list filtered
 * all / correct / incorrect, and the selected question (the first at the start). Its own chunk
 * (session-detail.tsx loads it while the set's questions load), so the review's first paint
 * does not wait for the question, speech and word code.
 */
export default function SessionReview({
  session,
  title,
}: {
  session: PracticeSessionDetail;
  /** Replaces the parts list as the heading (and drops the type and level below it). */
  title?: string;
}) {
  const { t, i18n } = useTranslation();
  const [filter, setFilter] = useState<AnswerFilter>('all');
  const [selected, setSelected] = useState(0);
  const items = useMemo(() => reviewItems(session), [session]);
  const visible = filterItems(items, filter);
  const current = visible.find((item) => item.index === selected) ?? visible[0] ?? null;

  const changeFilter = (next: AnswerFilter) => {
    setFilter(next);
    const first = filterItems(items, next)[0];
    if (first) setSelected(first.index);
  };

  const parts = session.categories
    .map((category) => partNumberOf({ category }))
    .filter((p): p is number => p !== null);

  return (
    <>
      <header className="flex flex-wrap items-center gap-4 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900">
        <ScorePill
          score={session.score}
          label={t('session.scoreLabel', { score: session.score ?? '--' })}
          testId="review-detail-score"
        />
        <div className="min-w-0 flex-1 basis-52">
          <h1 className="text-lg font-bold text-slate-900 sm:text-xl dark:text-white">
            {(title ??
              parts
                .map((part) => {
                  const key = partKeyOf(part);
                  return key ? t('session.partName', { part, name: t(`parts.${key}.name`) }) : '';
                })
                .join(' · ')) ||
              t(`session.types.${session.type}`)}
          </h1>
          <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">
            {!title && (
              <>
                <SessionKind session={session} />
                <span aria-hidden> · </span>
              </>
            )}
            {formatDateTime(session.completedAt ?? session.createdAt, i18n.language)}
          </p>
        </div>
        <dl className="flex gap-5 text-sm">
          <div>
            <dt className="text-slate-500 dark:text-slate-400">
              {t('review.detail.correctCount')}
            </dt>
            <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">
              {session.correctAnswers} / {session.totalQuestions}
            </dd>
          </div>
          <div>
            <dt className="flex items-center gap-1 text-slate-500 dark:text-slate-400">
              <Clock className="h-3.5 w-3.5" aria-hidden />
              {t('review.detail.time')}
            </dt>
            <dd className="font-semibold text-slate-900 tabular-nums dark:text-white">
              {formatDuration(session.timeSpent)}
            </dd>
          </div>
        </dl>
      </header>

      <div className="grid items-start gap-5 lg:grid-cols-[18rem_minmax(0,1fr)]">
        <QuestionNav
          items={items}
          visible={visible}
          filter={filter}
          onFilterChange={changeFilter}
          selected={current?.index ?? null}
          onSelect={setSelected}
        />
        {current ? (
          <WordCapture sourceType="review" sourceId={current.question.id}>
            <QuestionDetail
              key={current.question.id}
              item={current}
              position={visible.indexOf(current)}
              count={visible.length}
              onSelect={(position) => {
                const target = visible[position];
                if (target) setSelected(target.index);
              }}
            />
          </WordCapture>
        ) : (
          <p
            data-testid="review-no-match"
            className="rounded-3xl border border-dashed border-slate-300 px-6 py-14 text-center text-slate-500 dark:border-slate-700 dark:text-slate-400"
          >
            {t('review.detail.noMatch')}
          </p>
        )}
      </div>
    </>
  );
}
