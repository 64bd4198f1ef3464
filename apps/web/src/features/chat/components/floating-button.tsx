import clsx from 'clsx';
import { Bot, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { CHAT_BUTTON } from '../constants';
import { useDraggable } from '../hooks/use-draggable';

/** The round AI-chat button: drag it anywhere (5 px before a press counts as a drag); tap toggles. */
export function FloatingButton({ open, onToggle }: { open: boolean; onToggle: () => void }) {
  const { t } = useTranslation();
  const { position, handlers, consumeDrag } = useDraggable();
  return (
    <button
      type="button"
      data-testid="chat-button"
      aria-label={t(open ? 'chat.button.close' : 'chat.button.open')}
      aria-expanded={open}
      title={t(open ? 'chat.button.close' : 'chat.button.open')}
      {...handlers}
      onClick={() => {
        if (!consumeDrag()) onToggle();
      }}
      style={{
        left: position.x,
        top: position.y,
        width: CHAT_BUTTON.size,
        height: CHAT_BUTTON.size,
      }}
      className={clsx(
        'fixed z-40 flex touch-none items-center justify-center rounded-full text-white shadow-lg ring-4 ring-white/70 transition-colors select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600 dark:ring-slate-900/70',
        open ? 'bg-slate-700 hover:bg-slate-600' : 'bg-indigo-600 hover:bg-indigo-500',
      )}
    >
      {open ? <X className="h-6 w-6" aria-hidden /> : <Bot className="h-7 w-7" aria-hidden />}
    </button>
  );
}
