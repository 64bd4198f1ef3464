import clsx from 'clsx';
import { RotateCcw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { TOEIC_PARTS } from '@toeic-ace/contract/rules';
import { Button, buttonClass } from '@/components/button';
import { PageSpinner } from '@/components/spinner';
import { useMistakeSummary } from '@/entities/mistakes/api/get-summary';
import { useCurrentUser } from '@/entities/user/store';
import { useMistakeList, type DueFilter } from '../api/list-mistakes';
import { useRemoveMistake } from '../api/remove-mistake';
import { MistakeRow } from './mistake-row';
import { PageHeader } from '@/components/page-header';

const DUE_FILTERS: readonly DueFilter[] = ['all', 'due', 'later'];

const chip = (active: boolean) =>
  clsx(
    'rounded-full border px-3 py-1 text-sm transition-colors',
    active
      ? 'border-indigo-600 bg-indigo-600 text-white'
      : 'border-slate-200 bg-white text-slate-600 hover:border-indigo-300 dark:border-slate-700 dark:bg-slate-900 dark:text-slate-300',
  );

/**
 * `/mistakes` (错题本): due and total counts, filters by part and by due, the missed questions
 * newest due first (each can be taken out: 移出错题本), and "重练到期错题" starting a mistakes
 * session of the due ones (of the chosen part when one is chosen).
 */
export function MistakesPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [part, setPart] = useState<number | null>(null);
  const [due, setDue] = useState<DueFilter>('all');
  const summary = useMistakeSummary(user?.id ?? null);
  const list = useMistakeList(due, part);
  const removal = useRemoveMistake();
  const counts = summary.data;
  const dueHere =
    part === null ? (counts?.due ?? 0) : (counts?.byPart.find((p) => p.part === part)?.due ?? 0);
  const retryTo = part === null ? '/practice?mistakes=1' : `/practice?mistakes=1&part=${part}`;
  const items = list.data?.pages.flatMap((p) => p.items) ?? [];

  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-6 sm:py-10">
      <header className="flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <PageHeader
          as="div"
          size="md"
          title={t('mistakes.title')}
          subtitle={t('mistakes.subtitle')}
        >
          {counts && (
            <p
              data-testid="mistakes-counts"
              className="mt-2 text-sm text-slate-700 dark:text-slate-200"
            >
              <span
                data-testid="mistakes-due-count"
                className="font-semibold text-rose-700 dark:text-rose-400"
              >
                {t('mistakes.dueCount', { count: counts.due })}
              </span>
              {' · '}
              {t('mistakes.totalCount', { count: counts.total })}
            </p>
          )}
        </PageHeader>
        {dueHere > 0 ? (
          <Link to={retryTo} data-testid="mistakes-retry" className={buttonClass('primary')}>
            <RotateCcw className="mr-2 h-4 w-4" aria-hidden />
            {part === null
              ? t('mistakes.retry')
              : t('mistakes.retryPart', { part: `Part ${part}` })}
          </Link>
        ) : (
          <Button disabled data-testid="mistakes-retry">
            <RotateCcw className="mr-2 h-4 w-4" aria-hidden />
            {t('mistakes.retry')}
          </Button>
        )}
      </header>

      <div className="space-y-3" role="group" aria-label={t('mistakes.filters.label')}>
        <div className="flex flex-wrap gap-2" data-testid="mistakes-part-filter">
          <button
            type="button"
            className={chip(part === null)}
            aria-pressed={part === null}
            onClick={() => setPart(null)}
          >
            {t('mistakes.filters.allParts')}
          </button>
          {TOEIC_PARTS.map(({ part: n }) => {
            const c = counts?.byPart.find((p) => p.part === n);
            return (
              <button
                key={n}
                type="button"
                data-testid={`mistakes-part-${n}`}
                className={chip(part === n)}
                aria-pressed={part === n}
                onClick={() => setPart(n)}
              >
                Part {n}
                {c ? ` (${c.due}/${c.total})` : ''}
              </button>
            );
          })}
        </div>
        <div className="flex flex-wrap gap-2" data-testid="mistakes-due-filter">
          {DUE_FILTERS.map((f) => (
            <button
              key={f}
              type="button"
              className={chip(due === f)}
              aria-pressed={due === f}
              onClick={() => setDue(f)}
            >
              {t(`mistakes.filters.${f}`)}
            </button>
          ))}
        </div>
      </div>

      {list.isPending ? (
        <PageSpinner message={t('common.loading')} testId="mistakes-loading" />
      ) : list.isError ? (
        <div className="rounded-2xl border border-rose-200 bg-rose-50 p-4 text-sm text-rose-700">
          {t('mistakes.loadFailed')}{' '}
          <Button variant="ghost" onClick={() => void list.refetch()}>
            {t('mistakes.retryLoad')}
          </Button>
        </div>
      ) : items.length === 0 ? (
        <p
          data-testid="mistakes-empty"
          className="rounded-2xl bg-slate-50 p-6 text-center text-sm text-slate-500 dark:bg-slate-800/60"
        >
          {counts?.total ? t('mistakes.emptyFiltered') : t('mistakes.empty')}
        </p>
      ) : (
        <ul data-testid="mistakes-list" className="space-y-3">
          {items.map((item) => (
            <MistakeRow
              key={item.questionId}
              item={item}
              onRemove={(removed) => removal.mutate(removed)}
            />
          ))}
        </ul>
      )}
      {list.hasNextPage && (
        <div className="text-center">
          <Button
            variant="secondary"
            disabled={list.isFetchingNextPage}
            onClick={() => void list.fetchNextPage()}
          >
            {list.isFetchingNextPage ? t('mistakes.loadingMore') : t('mistakes.more')}
          </Button>
        </div>
      )}
    </div>
  );
}
