import { useEffect, useRef } from 'react';
import type { ViewMessage } from '../hooks/use-conversation';
import { MessageBubble } from './message-bubble';

/** The conversation, kept scrolled to the newest text while a reply streams in. */
export function MessageList({ messages }: { messages: ViewMessage[] }) {
  const endRef = useRef<HTMLDivElement>(null);
  const last = messages.at(-1);
  useEffect(() => {
    endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, last?.content]);
  return (
    <>
      <ol className="space-y-3" aria-live="polite" data-testid="chat-messages">
        {messages.map((message) => (
          <MessageBubble key={message.id} message={message} />
        ))}
      </ol>
      <div ref={endRef} />
    </>
  );
}
