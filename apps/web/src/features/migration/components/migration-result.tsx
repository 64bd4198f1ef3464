import { CHAT_LIMITS } from '@toeic-ace/contract/rules';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { Notice } from '@/components/notice';
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
    <Card
      tone="plain"
      testId="migration-result"
      className="space-y-3"
      title={t('migration.result.title')}
    >
      {line('migrated')}
      {line('skipped')}
      {outcome.errorCount > 0 && (
        <Notice
          tone="danger"
          testId="migration-errors"
          title={t('migration.result.errors', { count: outcome.errorCount })}
        >
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
        </Notice>
      )}
      {outcome.droppedLinkCount > 0 && <DroppedLinks outcome={outcome} />}
    </Card>
  );
}

/** Links the server did not keep, by record: the records themselves were imported. */
function DroppedLinks({ outcome }: { outcome: MigrationOutcome }) {
  const { t } = useTranslation();
  return (
    <Notice
      tone="caution"
      testId="migration-dropped-links"
      title={t('migration.result.links.title', { count: outcome.droppedLinkCount })}
    >
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
    </Notice>
  );
}
