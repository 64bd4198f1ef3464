import { BookOpen, SearchX } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** An empty notebook, or a search or filter that matches nothing. */
export function EmptyState({ kind }: { kind: 'empty' | 'noMatch' }) {
  const { t } = useTranslation();
  const Icon = kind === 'empty' ? BookOpen : SearchX;
  return (
    <div
      data-testid={`vocabulary-${kind === 'empty' ? 'empty' : 'no-match'}`}
      className="flex flex-col items-center gap-2 rounded-3xl border border-dashed border-slate-300 px-6 py-12 text-center dark:border-slate-700"
    >
      <Icon className="h-8 w-8 text-slate-400" aria-hidden />
      <p className="font-medium text-slate-800 dark:text-slate-100">
        {t(`vocabulary.${kind}.title`)}
      </p>
      <p className="text-sm text-slate-500 dark:text-slate-400">{t(`vocabulary.${kind}.hint`)}</p>
    </div>
  );
}
