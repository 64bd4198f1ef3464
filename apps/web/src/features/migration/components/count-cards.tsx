import { HardDrive, Server } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { MigrationStatus } from '@toeic-ace/contract';
import type { LocalCounts } from '../local-source';

function Stat({ label, value, testId }: { label: string; value: ReactNode; testId: string }) {
  return (
    <div className="rounded-2xl bg-slate-50 px-3 py-2.5 dark:bg-slate-800/60">
      <dt className="text-xs text-slate-500 dark:text-slate-400">{label}</dt>
      <dd
        data-testid={testId}
        className="text-xl font-semibold text-slate-900 tabular-nums dark:text-white"
      >
        {value}
      </dd>
    </div>
  );
}

function Panel({
  title,
  icon,
  stats,
  testId,
}: {
  title: string;
  icon: ReactNode;
  stats: readonly { label: string; value: ReactNode; testId: string }[];
  testId: string;
}) {
  return (
    <section
      data-testid={testId}
      className="rounded-3xl border border-slate-200 bg-white p-5 dark:border-slate-800 dark:bg-slate-900"
    >
      <h2 className="mb-3 flex items-center gap-2 font-semibold text-slate-900 dark:text-white">
        {icon}
        {title}
      </h2>
      <dl className="grid grid-cols-2 gap-2">
        {stats.map((stat) => (
          <Stat key={stat.testId} {...stat} />
        ))}
      </dl>
    </section>
  );
}

const LOCAL_COUNTS = ['sessions', 'words', 'chatSessions', 'messages'] as const;
const SERVER_COUNTS = ['sessions', 'words', 'messages'] as const;
/** chatSessions → chat-sessions, for the test ids. */
const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** Local counts (four) beside the account's counts (three). */
export function CountCards({
  local,
  server,
}: {
  local: LocalCounts | undefined;
  server: MigrationStatus['currentCounts'] | undefined;
}) {
  const { t } = useTranslation();
  const show = (n: number | undefined) => (n === undefined ? t('migration.server.unknown') : n);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Panel
        title={t('migration.local.title')}
        icon={<HardDrive className="h-5 w-5 text-indigo-500" aria-hidden />}
        testId="migration-local-counts"
        stats={LOCAL_COUNTS.map((name) => ({
          label: t(`migration.local.${name}`),
          value: show(local?.[name]),
          testId: `local-${kebab(name)}`,
        }))}
      />
      <Panel
        title={t('migration.server.title')}
        icon={<Server className="h-5 w-5 text-sky-500" aria-hidden />}
        testId="migration-server-counts"
        stats={SERVER_COUNTS.map((name) => ({
          label: t(`migration.server.${name}`),
          value: show(server?.[name]),
          testId: `server-${kebab(name)}`,
        }))}
      />
    </div>
  );
}
