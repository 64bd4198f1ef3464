import { MessageSquareText } from 'lucide-react';
import { useRef, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/spinner';
import { useHealthQuery } from '@/entities/health/api/get-health';
import { useCurrentUser } from '@/entities/user/store';
import { WordCapture } from '@/entities/vocabulary-word/components/word-capture';
import { CHAT_PANEL } from '../constants';
import { useConversation, type ConversationTarget } from '../hooks/use-conversation';
import { ChatInput } from './chat-input';
import { ErrorBox } from './error-box';
import { MessageList } from './message-list';
import { NotConfigured } from './not-configured';
import { PanelHeader } from './panel-header';

interface ChatPanelProps {
  target: ConversationTarget;
  onClose: () => void;
  onOpenHistory: () => void;
}

const size = {
  '--chat-w': `${CHAT_PANEL.width}px`,
  '--chat-h': `${CHAT_PANEL.height}px`,
} as CSSProperties;

const note = 'py-10 text-center text-sm text-slate-500 dark:text-slate-400';

/** 与AI讨论: bottom-left, 520 × 600 px; the whole screen below 640 px. */
export function ChatPanel({ target, onClose, onOpenHistory }: ChatPanelProps) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const health = useHealthQuery();
  // An unreadable health answer does not hide the tutor: the send itself will say what is wrong.
  const configured = health.data?.ai.configured ?? (health.isError ? true : undefined);
  const convo = useConversation(target, Boolean(user) && configured === true);
  const noProvider = configured === false || convo.notConfigured;
  const { session, phase } = convo;
  const scrollRef = useRef<HTMLDivElement>(null);

  let body;
  if (!user) body = <p className={note}>{t('chat.signInNeeded')}</p>;
  else if (noProvider) body = <NotConfigured context={target.context} />;
  else if (configured === undefined || phase === 'loading') {
    body = (
      <div className="flex justify-center py-10">
        <Spinner label={t('common.loading')} />
      </div>
    );
  } else if (!session) {
    body = (
      <p className={note} data-testid="chat-no-session">
        {t('chat.noSession')}
      </p>
    );
  } else if (convo.messages.length === 0) {
    body = (
      <div className={`${note} flex flex-col items-center gap-3`} data-testid="chat-empty">
        <MessageSquareText className="h-8 w-8 text-indigo-400" aria-hidden />
        {t(target.context?.kind === 'vocabulary' ? 'chat.emptyWord' : 'chat.emptyQuestion')}
      </div>
    );
  } else {
    body = <MessageList messages={convo.messages} older={convo.older} scrollRef={scrollRef} />;
  }

  return (
    <section
      role="dialog"
      aria-labelledby="chat-panel-title"
      data-testid="chat-panel"
      style={size}
      onKeyDown={(event) => {
        if (event.key === 'Escape') onClose();
      }}
      className="fixed inset-0 z-50 flex flex-col overflow-hidden bg-white shadow-2xl sm:inset-auto sm:bottom-5 sm:left-5 sm:h-(--chat-h) sm:max-h-[calc(100dvh-2.5rem)] sm:w-(--chat-w) sm:max-w-[calc(100vw-2.5rem)] sm:rounded-3xl sm:border sm:border-slate-200 dark:bg-slate-900 sm:dark:border-slate-700"
    >
      <PanelHeader
        context={target.context}
        fallback={session ? { contextType: session.contextType, title: session.title } : null}
        onHistory={onOpenHistory}
        onClose={onClose}
      />
      {convo.error && <ErrorBox message={convo.error} onDismiss={convo.dismissError} />}
      <WordCapture sourceType="tutor" sourceId={session?.id ?? null}>
        <div
          ref={scrollRef}
          className="min-h-0 flex-1 overflow-y-auto p-4"
          data-testid="chat-scroll"
        >
          {body}
        </div>
      </WordCapture>
      {user && !noProvider && (
        <ChatInput
          onSend={convo.send}
          onStop={convo.stop}
          streaming={phase === 'streaming'}
          disabled={!session}
        />
      )}
    </section>
  );
}
