import { FileText } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PassageText } from './passage-text';

/** Splits a passage into its documents: a line holding only "---" separates them. */
export const splitDocuments = (passage: string) =>
  passage
    .split(/\r?\n\s*---\s*\r?\n/)
    .map((doc) => doc.trim())
    .filter(Boolean);

/**
 * Parts 6–7: the text the questions refer to, one card per document. Beside the question on wide
 * screens and above it on narrow ones; either way it scrolls on its own, so a group's shared
 * passage stays in view while the learner moves through its questions.
 */
export function PassagePanel({ passage }: { passage: string }) {
  const { t } = useTranslation();
  const documents = splitDocuments(passage);
  return (
    <section
      aria-label={t('practice.session.passage')}
      data-testid="practice-passage"
      tabIndex={0}
      className="max-h-[55dvh] space-y-3 overflow-y-auto overscroll-contain rounded-3xl lg:sticky lg:top-20 lg:max-h-[calc(100dvh-6rem)]"
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
          <PassageText text={doc} />
        </article>
      ))}
    </section>
  );
}
