import { CHAT, type ChatContextType } from '@toeic-ace/contract/rules';
import { History, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { partKeyOf, partNumberOf } from '@/entities/practice-session/format';
import type { TutorContext } from '@/entities/tutor/store';
import { truncate } from '../input-rules';

interface PanelHeaderProps {
  context: TutorContext | null;
  /** Shown for a session continued from the history without its question at hand. */
  fallback: { contextType: ChatContextType; title: string } | null;
  onHistory: () => void;
  onClose: () => void;
}

const tag =
  'shrink-0 rounded-full bg-indigo-50 px-2 py-0.5 text-xs font-medium text-indigo-700 dark:bg-indigo-500/15 dark:text-sky-300';

/** 与AI讨论, with what is discussed: type tag, category and the question's first 40 characters. */
export function PanelHeader({ context, fallback, onHistory, onClose }: PanelHeaderProps) {
  const { t } = useTranslation();
  let badge: string | null = null;
  let category: string | null = null;
  let preview: string | null = null;
  if (context?.kind === 'question') {
    const { question } = context;
    badge = t(`session.types.${question.type}`);
    const part = partNumberOf({ category: question.category });
    const key = part === null ? null : partKeyOf(part);
    category = key
      ? t('session.partName', { part, name: t(`parts.${key}.name`) })
      : question.category;
    preview = truncate(question.question, CHAT.questionPreviewLength);
  } else if (context?.kind === 'vocabulary') {
    badge = t('chat.contextType.vocabulary');
    preview = context.word.word;
  } else if (fallback) {
    badge = t(`chat.contextType.${fallback.contextType}`);
    preview = fallback.title;
  }
  return (
    <header className="border-b border-slate-200 px-4 py-3 dark:border-slate-800">
      <div className="flex items-center gap-2">
        <h2
          id="chat-panel-title"
          className="flex-1 text-base font-semibold text-slate-900 dark:text-white"
        >
          {t('chat.title')}
        </h2>
        <button
          type="button"
          data-testid="chat-open-history"
          onClick={onHistory}
          aria-label={t('chat.history.title')}
          title={t('chat.history.title')}
          className="rounded-full p-1.5 text-slate-500 dark:text-slate-400 hover:bg-slate-100 hover:text-slate-700 dark:hover:bg-slate-800 dark:hover:text-slate-200"
        >
          <History className="h-5 w-5" aria-hidden />
        </button>
        <button
          type="button"
          data-testid="chat-close"
          onClick={onClose}
          aria-label={t('common.close')}
          className="rounded-full p-1.5 text-slate-500 dark:text-slate-400 hover:bg-slate-100 hover:text-slate-700 dark:hover:bg-slate-800 dark:hover:text-slate-200"
        >
          <X className="h-5 w-5" aria-hidden />
        </button>
      </div>
      {(badge || preview) && (
        <div
          className="mt-1.5 flex min-w-0 flex-wrap items-center gap-2 text-sm"
          data-testid="chat-context"
        >
          {badge && (
            <span className={tag} data-testid="chat-context-type">
              {badge}
            </span>
          )}
          {category && (
            <span
              className="shrink-0 text-xs text-slate-500 dark:text-slate-400"
              data-testid="chat-context-category"
            >
              {category}
            </span>
          )}
          {preview && (
            <span
              className="min-w-0 truncate text-slate-600 dark:text-slate-300"
              data-testid="chat-context-preview"
            >
              {preview}
            </span>
          )}
        </div>
      )}
    </header>
  );
}
