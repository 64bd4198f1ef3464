import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** Splits a passage into its documents: a line holding only "---" separates them. */
export const splitDocuments = (passage: string) =>
  passage
    .split(/\r?\n\s*---\s*\r?\n/)
    .map((doc) => doc.trim())
    .filter(Boolean);

/**
 * Parts 6–7: the text the questions refer to, one card per document. On wide screens it sits
 * beside the question, sticky and scrollable, so a group's shared passage stays in view.
 */
export function PassagePanel({ passage }: { passage: string }) {
  const { t } = useTranslation();
  const documents = splitDocuments(passage);
  return (
    <section
      aria-label={t('practice.session.passage')}
      data-testid="practice-passage"
      className="space-y-3 lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)] lg:overflow-y-auto lg:pr-1"
    >
      {documents.map((doc, i) => (
        <article
          key={i}
          data-testid="practice-passage-document"
          className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm dark:border-slate-800 dark:bg-slate-900"
        >
          <h3 className="mb-3 flex items-center gap-1.5 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
            <FileText className="h-3.5 w-3.5" aria-hidden />
            {documents.length > 1
              ? t('practice.session.document', { number: i + 1 })
              : t('practice.session.passage')}
          </h3>
          <p className="text-[15px] leading-relaxed break-words whitespace-pre-line text-slate-800 dark:text-slate-100">
            {doc}
          </p>
        </article>
      ))}
    </section>
  );
}
