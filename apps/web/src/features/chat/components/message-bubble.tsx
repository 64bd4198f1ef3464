import clsx from 'clsx';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { wordCaptureTarget } from '@/entities/vocabulary-word/selection';
import type { ViewMessage } from '../hooks/use-conversation';

// The Markdown parser loads with the first reply, not with the app.
const Markdown = lazy(() => import('./markdown'));

/** One message: the learner's as typed, the tutor's as Markdown, with a mark if it was stopped. */
export function MessageBubble({ message }: { message: ViewMessage }) {
  const { t } = useTranslation();
  const mine = message.role === 'user';
  return (
    <li
      data-testid={mine ? 'chat-message-user' : 'chat-message-assistant'}
      data-streaming={message.streaming ? 'true' : undefined}
      className={clsx('flex', mine ? 'justify-end' : 'justify-start')}
    >
      <div
        // The tutor's words can be selected and added to the notebook (chat-panel's WordCapture).
        {...(mine ? {} : wordCaptureTarget)}
        className={clsx(
          'max-w-[85%] min-w-0 rounded-2xl px-3.5 py-2.5 text-sm leading-relaxed break-words',
          mine
            ? 'bg-indigo-600 whitespace-pre-wrap text-white'
            : 'bg-slate-100 text-slate-800 dark:bg-slate-800 dark:text-slate-100',
        )}
      >
        {mine ? (
          message.content
        ) : (
          <Suspense fallback={<p className="whitespace-pre-wrap">{message.content}</p>}>
            <Markdown text={message.content} />
          </Suspense>
        )}
        {message.streaming && message.content === '' && (
          <span className="inline-flex gap-1" aria-label={t('chat.thinking')}>
            <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-400" />
            <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:150ms]" />
            <span className="h-1.5 w-1.5 animate-bounce rounded-full bg-slate-400 [animation-delay:300ms]" />
          </span>
        )}
        {message.interrupted && (
          <p
            data-testid="chat-message-interrupted"
            className="mt-1 text-xs text-slate-500 italic dark:text-slate-400"
          >
            {t('chat.interrupted')}
          </p>
        )}
      </div>
    </li>
  );
}
