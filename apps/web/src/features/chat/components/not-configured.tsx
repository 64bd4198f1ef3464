import { KeyRound, Lightbulb } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { TutorContext } from '@/entities/tutor/store';

/**
 * Without an AI provider the tutor cannot answer: say so plainly, and give what the app does
 * have — the question's stored explanation, or the word's meanings.
 */
export function NotConfigured({ context }: { context: TutorContext | null }) {
  const { t } = useTranslation();
  return (
    <div data-testid="chat-not-configured" className="space-y-4 p-4 text-sm">
      <div className="flex gap-3 rounded-2xl border border-amber-200 bg-amber-50 p-4 text-amber-900 dark:border-amber-500/30 dark:bg-amber-500/10 dark:text-amber-100">
        <KeyRound className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
        <div>
          <p className="font-semibold">{t('chat.notConfigured.title')}</p>
          <p className="mt-1">{t('chat.notConfigured.text')}</p>
        </div>
      </div>
      {context?.kind === 'question' && (
        <section data-testid="chat-fallback-explanation">
          <h3 className="flex items-center gap-2 font-semibold text-slate-800 dark:text-slate-100">
            <Lightbulb className="h-4 w-4 text-amber-500" aria-hidden />
            {t('chat.notConfigured.explanation')}
          </h3>
          <p className="mt-2 leading-relaxed whitespace-pre-line text-slate-700 dark:text-slate-300">
            {context.question.explanation?.trim() || t('chat.notConfigured.noExplanation')}
          </p>
        </section>
      )}
      {context?.kind === 'vocabulary' && context.word.meanings.length > 0 && (
        <section data-testid="chat-fallback-meanings">
          <h3 className="font-semibold text-slate-800 dark:text-slate-100">
            {t('chat.notConfigured.meanings', { word: context.word.word })}
          </h3>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-slate-700 dark:text-slate-300">
            {context.word.meanings.map((meaning) => (
              <li key={meaning}>{meaning}</li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
