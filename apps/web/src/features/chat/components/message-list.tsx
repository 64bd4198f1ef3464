import { useEffect, useLayoutEffect, useRef, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { Spinner } from '@/components/spinner';
import { useInView } from '@/lib/use-in-view';
import type { ViewMessage } from '../hooks/use-conversation';
import { MessageBubble } from './message-bubble';

interface Older {
  hasOlder: boolean;
  loading: boolean;
  failed: boolean;
  loadOlder: () => void;
}

interface MessageListProps {
  messages: ViewMessage[];
  older: Older;
  /** The element that scrolls the conversation. */
  scrollRef: RefObject<HTMLElement | null>;
}

/**
 * The conversation, kept scrolled to the newest text while a reply streams in. Scrolling up to
 * the top reads the page before (the sentinel there comes into view); the text the learner was
 * reading stays where it was when the earlier page is put above it.
 */
export function MessageList({ messages, older, scrollRef }: MessageListProps) {
  const { t } = useTranslation();
  const endRef = useRef<HTMLDivElement>(null);
  const topRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  const firstId = messages[0]?.id;
  const heightBefore = useRef<{ firstId?: string; height: number }>({ height: 0 });

  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [last?.id, last?.content]);

  // An earlier page went in above: scroll down by its height so the view does not jump.
  useLayoutEffect(() => {
    const box = scrollRef.current;
    if (!box) return;
    const before = heightBefore.current;
    if (before.firstId && before.firstId !== firstId)
      box.scrollTop += box.scrollHeight - before.height;
    heightBefore.current = { firstId, height: box.scrollHeight };
  });

  const { hasOlder, loadOlder } = older;
  // Declared after the scroll to the end, so the first look happens from the bottom.
  useInView(topRef, loadOlder, { enabled: hasOlder, root: scrollRef, margin: '200px 0px 0px 0px' });

  return (
    <>
      <div ref={topRef} data-testid="chat-older" className="flex min-h-px justify-center">
        {older.loading && <Spinner label={t('chat.older.loading')} />}
        {!older.loading && older.failed && (
          <button
            type="button"
            onClick={loadOlder}
            className="mb-3 text-sm text-rose-700 underline dark:text-rose-300"
          >
            {t('chat.errors.older')} · {t('chat.history.retry')}
          </button>
        )}
        {!older.loading && !older.failed && hasOlder && (
          <button
            type="button"
            onClick={loadOlder}
            className="mb-3 text-sm text-indigo-600 underline dark:text-sky-300"
          >
            {t('chat.older.load')}
          </button>
        )}
      </div>
      <ol className="space-y-3" aria-live="polite" data-testid="chat-messages">
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} />
        ))}
      </ol>
      <div ref={endRef} />
    </>
  );
}
