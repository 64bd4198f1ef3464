import { AlertCircle, Inbox, RotateCw } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { OptionGroup } from '@/components/option-group';
import { Spinner } from '@/components/spinner';
import {
  useSessionHistory,
  type SessionFilter,
} from '@/entities/practice-session/api/list-sessions';
import { historyError } from '../history-error';
import { HistoryItem } from './history-item';

const FILTERS: readonly SessionFilter[] = ['all', 'completed', 'incomplete'];

/** The practice-history modal: filter, refresh, pages of 20, retry on errors. */
export function HistoryModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<SessionFilter>('all');
  const history = useSessionHistory(filter, open);
  const sessions = history.data?.pages.flatMap((page) => page.sessions) ?? [];
  const total = history.data?.pages.at(-1)?.total ?? 0;
  const refreshing = history.isFetching && !history.isFetchingNextPage && !history.isPending;

  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('history.title')}
      closeLabel={t('common.close')}
      testId="history-modal"
      size="lg"
    >
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <div className="flex-1">
          <OptionGroup
            label={t('history.filterLabel')}
            options={FILTERS.map((value) => ({ value, label: t(`history.filters.${value}`) }))}
            value={filter}
            onChange={setFilter}
            testId="history-filter"
          />
        </div>
        <Button
          variant="secondary"
          onClick={() => void history.refetch()}
          disabled={history.isFetching}
          data-testid="history-refresh"
        >
          <RotateCw className={refreshing ? 'h-4 w-4 animate-spin' : 'h-4 w-4'} aria-hidden />
          {t('history.refresh')}
        </Button>
      </div>

      <div className="mt-5" aria-live="polite">
        {history.isPending ? (
          <div className="flex justify-center py-12">
            <Spinner size="lg" label={t('common.loading')} />
          </div>
        ) : history.isError && sessions.length === 0 ? (
          <HistoryErrorView error={history.error} onRetry={() => void history.refetch()} />
        ) : sessions.length === 0 ? (
          <p
            data-testid="history-empty"
            className="flex flex-col items-center gap-2 py-12 text-slate-500 dark:text-slate-400"
          >
            <Inbox className="h-8 w-8 text-slate-300 dark:text-slate-600" aria-hidden />
            {t('history.empty')}
          </p>
        ) : (
          <>
            <p className="mb-3 text-xs text-slate-500 dark:text-slate-400">
              {t('history.showing', { shown: sessions.length, total })}
            </p>
            <ul
              data-testid="history-list"
              className="max-h-[55vh] space-y-2.5 overflow-y-auto pr-1"
            >
              {sessions.map((session) => (
                <HistoryItem key={session.id} session={session} />
              ))}
            </ul>
            {history.isFetchNextPageError && (
              <HistoryErrorView
                error={history.error}
                onRetry={() => void history.fetchNextPage()}
              />
            )}
            {history.hasNextPage && !history.isFetchNextPageError && (
              <Button
                variant="ghost"
                className="mt-3 w-full"
                loading={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
                data-testid="history-load-more"
              >
                {t('history.loadMore')}
              </Button>
            )}
          </>
        )}
      </div>
    </Modal>
  );
}

function HistoryErrorView({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useTranslation();
  const failure = historyError(error);
  const message =
    failure.kind === 'network'
      ? t('history.networkError')
      : failure.kind === 'server'
        ? failure.message
        : t('history.loadFailed');
  return (
    <div
      role="alert"
      data-testid="history-error"
      className="mt-3 flex flex-col items-center gap-3 rounded-2xl bg-rose-50 px-4 py-8 text-center text-sm text-rose-700 dark:bg-rose-500/10 dark:text-rose-300"
    >
      <AlertCircle className="h-6 w-6" aria-hidden />
      <p>{message}</p>
      <Button variant="secondary" size="sm" onClick={onRetry} data-testid="history-retry">
        {t('history.retry')}
      </Button>
    </div>
  );
}
