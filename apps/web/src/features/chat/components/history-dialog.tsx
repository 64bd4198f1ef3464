import type { ChatSession } from '@toeic-ace/contract';
import { Trash2 } from 'lucide-react';
import { useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { Spinner } from '@/components/spinner';
import { notify } from '@/lib/notify';
import { useInView } from '@/lib/use-in-view';
import { useDeleteChatSessionMutation } from '../api/delete-session';
import { useChatHistoryQuery } from '../api/list-sessions';
import { chatErrorText } from '../error-text';
import { relativeDate } from '../relative-date';
import { useChatStore } from '../store';

interface HistoryDialogProps {
  open: boolean;
  onClose: () => void;
  onOpenSession: (sessionId: string) => void;
}

function SessionItem({ session, onOpen }: { session: ChatSession; onOpen: () => void }) {
  const { t, i18n } = useTranslation();
  const remove = useDeleteChatSessionMutation();
  const confirmDelete = () => {
    if (!window.confirm(t('chat.history.confirmDelete'))) return;
    remove.mutate(session.id, {
      onSuccess: () => useChatStore.getState().forget(session.id),
      onError: (error) => notify.error(chatErrorText(error, t('chat.errors.delete'))),
    });
  };
  return (
    <li
      data-testid="chat-history-item"
      className="flex items-center gap-2 rounded-2xl border border-slate-200 dark:border-slate-800"
    >
      <button
        type="button"
        onClick={onOpen}
        data-testid="chat-history-open"
        className="min-w-0 flex-1 rounded-2xl px-4 py-3 text-left hover:bg-slate-50 dark:hover:bg-slate-800/60"
      >
        <span className="flex items-center gap-2">
          <span className="shrink-0 rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-700 dark:bg-indigo-500/15 dark:text-sky-300">
            {t(`chat.contextType.${session.contextType}`)}
          </span>
          <span className="truncate font-medium text-slate-900 dark:text-white">
            {session.title}
          </span>
        </span>
        <span className="mt-1 block text-xs text-slate-500 dark:text-slate-400">
          {t('chat.history.messages', { count: session.messageCount })}
          <span aria-hidden> · </span>
          {relativeDate(session.lastMessageAt, i18n.language, t)}
        </span>
      </button>
      <Button
        variant="ghost"
        size="sm"
        className="mr-2 shrink-0"
        data-testid="chat-history-delete"
        aria-label={t('chat.history.delete')}
        loading={remove.isPending}
        onClick={confirmDelete}
      >
        <Trash2 className="h-4 w-4" aria-hidden />
      </Button>
    </li>
  );
}

/**
 * 聊天记录: the learner's sessions, 10 a page, newest activity first, the next page read as the
 * list scrolls to its end (or by the load-more button); opening one continues it.
 */
export function HistoryDialog({ open, onClose, onOpenSession }: HistoryDialogProps) {
  const { t } = useTranslation();
  const history = useChatHistoryQuery(open);
  const sessions = history.data?.pages.flatMap((page) => page.sessions) ?? [];
  const listRef = useRef<HTMLUListElement>(null);
  const endRef = useRef<HTMLLIElement>(null);
  const { hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage } = history;
  // Scrolling to the end reads the next page; after a failure only the retry button does.
  const more = useCallback(() => {
    if (hasNextPage && !isFetchingNextPage && !isFetchNextPageError) void fetchNextPage();
  }, [hasNextPage, isFetchingNextPage, isFetchNextPageError, fetchNextPage]);
  useInView(endRef, more, { enabled: Boolean(hasNextPage), root: listRef });
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={t('chat.history.title')}
      closeLabel={t('common.close')}
      testId="chat-history"
      size="lg"
    >
      {history.isPending ? (
        <div className="flex justify-center py-10">
          <Spinner label={t('common.loading')} />
        </div>
      ) : history.isError && sessions.length === 0 ? (
        <div role="alert" className="space-y-3 py-6 text-center" data-testid="chat-history-error">
          <p className="text-sm text-rose-700 dark:text-rose-300">
            {chatErrorText(history.error, t('chat.errors.history'))}
          </p>
          <Button variant="secondary" size="sm" onClick={() => void history.refetch()}>
            {t('chat.history.retry')}
          </Button>
        </div>
      ) : sessions.length === 0 ? (
        <p className="py-10 text-center text-sm text-slate-500" data-testid="chat-history-empty">
          {t('chat.history.empty')}
        </p>
      ) : (
        <div className="space-y-3">
          <ul ref={listRef} className="max-h-[60vh] space-y-2 overflow-y-auto">
            {sessions.map((session) => (
              <SessionItem
                key={session.id}
                session={session}
                onOpen={() => onOpenSession(session.id)}
              />
            ))}
            <li ref={endRef} aria-hidden className="h-px" data-testid="chat-history-end" />
          </ul>
          {history.isFetchNextPageError && (
            <p role="alert" className="text-center text-sm text-rose-700 dark:text-rose-300">
              {t('chat.errors.history')}
            </p>
          )}
          {history.hasNextPage && (
            <div className="flex justify-center">
              <Button
                variant="secondary"
                size="sm"
                data-testid="chat-history-more"
                loading={history.isFetchingNextPage}
                onClick={() => void history.fetchNextPage()}
              >
                {history.isFetchNextPageError ? t('chat.history.retry') : t('chat.history.more')}
              </Button>
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
