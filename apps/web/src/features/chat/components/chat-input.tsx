import { Send, Square } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { canSend, isSendKey } from '../input-rules';

interface ChatInputProps {
  /** Resolves false when the message did not go out (its text comes back to the box). */
  onSend: (text: string) => Promise<boolean>;
  onStop: () => void;
  streaming: boolean;
  disabled: boolean;
}

/** The message box: Enter sends, Shift+Enter breaks the line; Stop while a reply streams. */
export function ChatInput({ onSend, onStop, streaming, disabled }: ChatInputProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const hintId = useId();
  const boxRef = useRef<HTMLTextAreaElement>(null);
  // Ready to type as soon as the conversation is: the learner came here to ask something.
  useEffect(() => {
    if (!disabled) boxRef.current?.focus();
  }, [disabled]);
  const busy = streaming || disabled;

  const submit = () => {
    if (!canSend(text, busy)) return;
    const sent = text;
    setText('');
    void onSend(sent).then((ok) => {
      if (!ok) setText((current) => current || sent);
    });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!isSendKey({ ...event, isComposing: event.nativeEvent.isComposing })) return;
    event.preventDefault();
    submit();
  };

  return (
    <form
      className="border-t border-slate-200 p-3 dark:border-slate-800"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex items-end gap-2">
        <textarea
          ref={boxRef}
          data-testid="chat-input"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          rows={2}
          disabled={disabled}
          aria-label={t('chat.inputLabel')}
          aria-describedby={hintId}
          placeholder={t('chat.placeholder')}
          className="max-h-40 min-h-11 flex-1 resize-none rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-indigo-500 focus:outline-none disabled:opacity-60 dark:border-slate-700 dark:bg-slate-950 dark:text-white"
        />
        {streaming ? (
          <Button variant="secondary" data-testid="chat-stop" onClick={onStop}>
            <Square className="h-4 w-4" aria-hidden />
            {t('chat.stop')}
          </Button>
        ) : (
          <Button type="submit" data-testid="chat-send" disabled={!canSend(text, busy)}>
            <Send className="h-4 w-4" aria-hidden />
            {t('chat.send')}
          </Button>
        )}
      </div>
      {/* Phones have no Shift key worth mentioning: the hint is for keyboards. */}
      <p id={hintId} className="mt-1.5 hidden text-xs text-slate-500 dark:text-slate-400 sm:block">
        {t('chat.keyHint')}
      </p>
    </form>
  );
}
