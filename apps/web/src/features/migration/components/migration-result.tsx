import { CHAT_LIMITS } from '@toeic-ace/contract/rules';
import { useTranslation } from 'react-i18next';
import { BATCH_MB } from '../batches';
import type { MigrationOutcome } from '../run-migration';

const LISTED = 10;
const COUNTS = ['sessions', 'words', 'chatSessions', 'messages'] as const;

/** Imported and skipped counts, and the records that could not be imported. */
export function MigrationResult({ outcome }: { outcome: MigrationOutcome }) {
  const { t } = useTranslation();
  const line = (which: 'migrated' | 'skipped') => (
    <div data-testid={`migration-result-${which}`}>
      <h3 className="text-sm font-medium text-slate-500 dark:text-slate-400">
        {t(`migration.result.${which}`)}
      </h3>
      <ul className="mt-1 flex flex-wrap gap-2">
        {COUNTS.map((k) => (
          <li
            key={k}
            data-testid={`migration-${which}-${k}`}
            data-count={outcome[which][k]}
            className="rounded-full bg-slate-100 px-3 py-1 text-sm text-slate-800 dark:bg-slate-800 dark:text-slate-100"
          >
            {t(`migration.result.${k}`, { count: outcome[which][k] })}
          </li>
        ))}
      </ul>
    </div>
  );
  return (
    <section
      data-testid="migration-result"
      className="space-y-3 rounded-3xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="font-semibold text-slate-900 dark:text-white">
        {t('migration.result.title')}
      </h2>
      {line('migrated')}
      {line('skipped')}
      {outcome.errorCount > 0 && (
        <div
          data-testid="migration-errors"
          className="rounded-2xl bg-rose-50 p-3 text-sm text-rose-800 dark:bg-rose-500/10 dark:text-rose-200"
        >
          <p className="font-medium">
            {t('migration.result.errors', { count: outcome.errorCount })}
          </p>
          <ul className="mt-1 list-disc pl-5">
            {outcome.errors.slice(0, LISTED).map((e) => (
              <li key={`${e.kind}-${e.index}-${e.id ?? ''}`}>
                {t('migration.result.errorLine', {
                  kind: t(`migration.result.kinds.${e.kind}`),
                  index: e.index + 1,
                  id: e.id ? ` (${e.id})` : '',
                  message: t(`migration.result.errorCodes.${e.code}`, {
                    detail: e.message,
                    limit: BATCH_MB,
                    sessions: CHAT_LIMITS.sessionsPerLearner,
                    messages: CHAT_LIMITS.messagesPerSession,
                  }),
                })}
              </li>
            ))}
          </ul>
          {outcome.errorCount > LISTED && (
            <p className="mt-1">
              {t('migration.result.moreErrors', { count: outcome.errorCount - LISTED })}
            </p>
          )}
        </div>
      )}
      {outcome.droppedLinkCount > 0 && <DroppedLinks outcome={outcome} />}
    </section>
  );
}

/** Links the server did not keep, by record: the records themselves were imported. */
function DroppedLinks({ outcome }: { outcome: MigrationOutcome }) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="migration-dropped-links"
      className="rounded-2xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-200"
    >
      <p className="font-medium">
        {t('migration.result.links.title', { count: outcome.droppedLinkCount })}
      </p>
      <p className="mt-1">{t('migration.result.links.explain')}</p>
      <ul className="mt-1 list-disc pl-5">
        {outcome.droppedLinks.slice(0, LISTED).map((d) => (
          <li key={`${d.kind}-${d.index}-${d.id ?? ''}-${d.field}`}>
            {t('migration.result.links.line', {
              kind: t(`migration.result.kinds.${d.kind}`),
              index: d.index + 1,
              id: d.id ? ` (${d.id})` : '',
              field: d.field,
            })}
          </li>
        ))}
      </ul>
      {outcome.droppedLinkCount > LISTED && (
        <p className="mt-1">
          {t('migration.result.links.more', { count: outcome.droppedLinkCount - LISTED })}
        </p>
      )}
    </div>
  );
}
