import { DatabaseBackup, Info, RefreshCw, ShieldCheck, Upload } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { SignedInOnly } from '@/components/login-prompt';
import { PageHeader } from '@/components/page-header';
import { useMigration, type Verification } from '../hooks/use-migration';
import { BATCH_MB } from '../batches';
import { hasLocalData } from '../local-source';
import { MigrationFailure } from '../run-migration';
import { CountCards } from './count-cards';
import { MigrationResult } from './migration-result';
import { MigrationSteps } from './migration-steps';
import { adviceFor, Recommendation } from './recommendation';

interface MigrationPageProps {
  userId: string | null;
  checking: boolean;
  /** The learner's local preferences, uploaded with the data. */
  preferences: unknown;
}

/** /migration: needs a signed-in user; everyone else gets the prompt to sign in. */
export function MigrationPage({ userId, checking, preferences }: MigrationPageProps) {
  const { t } = useTranslation();
  return (
    <div className="mx-auto max-w-4xl space-y-6 px-4 py-8">
      <PageHeader title={t('migration.title')} subtitle={t('migration.subtitle')} />
      <SignedInOnly
        userId={userId}
        checking={checking}
        prompt={{
          icon: DatabaseBackup,
          message: t('migration.loginRequired'),
          action: t('migration.login'),
          returnTo: '/migration',
          testId: 'migration-login-prompt',
        }}
      >
        {(id) => <MigrationTool userId={id} preferences={preferences} />}
      </SignedInOnly>
    </div>
  );
}

function VerificationBox({ verification }: { verification: Verification }) {
  const { t } = useTranslation();
  const text = verification.ok
    ? t('migration.messages.verifySuccess')
    : 'missing' in verification
      ? t('migration.messages.verifyMissing', {
          list: verification.missing.map((k) => t(`migration.server.${k}`)).join('、'),
        })
      : t('migration.messages.verifyFailed');
  return (
    <p
      role="alert"
      data-testid="migration-verification"
      data-ok={verification.ok}
      className={
        verification.ok
          ? 'rounded-2xl bg-emerald-50 p-3 text-sm text-emerald-800 dark:bg-emerald-500/10 dark:text-emerald-200'
          : 'rounded-2xl bg-amber-50 p-3 text-sm text-amber-900 dark:bg-amber-500/10 dark:text-amber-100'
      }
    >
      {text}
    </p>
  );
}

function MigrationTool({ userId, preferences }: { userId: string; preferences: unknown }) {
  const { t } = useTranslation();
  const m = useMigration(userId, preferences);
  const localCounts = m.local.data;
  const canStart = localCounts !== undefined && hasLocalData(localCounts) && !m.running;
  const statusError =
    m.status.error instanceof MigrationFailure
      ? m.status.error.key
      : m.status.error
        ? 'checkFailed'
        : null;
  const message = m.failure ?? statusError;
  return (
    <div className="space-y-5">
      <CountCards local={localCounts} server={m.status.data?.currentCounts} />
      <Recommendation
        advice={adviceFor(
          localCounts ? hasLocalData(localCounts) : m.local.isError ? false : undefined,
          m.status.data,
        )}
      />
      <MigrationSteps progress={m.progress} />
      {message && (
        <p
          role="alert"
          data-testid="migration-message"
          className="rounded-2xl bg-rose-50 p-3 text-sm text-rose-800 dark:bg-rose-500/10 dark:text-rose-200"
        >
          {t(`migration.messages.${message}`)}
        </p>
      )}
      {m.local.isError && (
        <p
          role="alert"
          className="rounded-2xl bg-rose-50 p-3 text-sm text-rose-800 dark:bg-rose-500/10 dark:text-rose-200"
        >
          {t('migration.messages.localReadFailed')}
        </p>
      )}
      {m.outcome && !m.running && (
        <p
          data-testid="migration-success"
          className="text-sm font-medium text-emerald-700 dark:text-emerald-300"
        >
          {t('migration.messages.success')}
        </p>
      )}
      {m.outcome && <MigrationResult outcome={m.outcome} />}
      {m.verification && <VerificationBox verification={m.verification} />}
      <div className="flex flex-wrap gap-3">
        <Button data-testid="migration-start" disabled={!canStart} onClick={() => void m.start()}>
          <Upload className="h-4 w-4" aria-hidden />
          {m.running ? t('migration.actions.running') : t('migration.actions.start')}
        </Button>
        <Button
          variant="secondary"
          data-testid="migration-verify"
          disabled={!m.outcome || m.running}
          onClick={() => void m.verify()}
        >
          <ShieldCheck className="h-4 w-4" aria-hidden />
          {t('migration.actions.verify')}
        </Button>
        <Button
          variant="ghost"
          data-testid="migration-refresh"
          disabled={m.running}
          onClick={() => void m.refresh()}
        >
          <RefreshCw className="h-4 w-4" aria-hidden />
          {t('migration.actions.refresh')}
        </Button>
      </div>
      <aside
        data-testid="migration-notes"
        className="flex gap-3 rounded-2xl bg-sky-50 p-4 text-sm text-sky-900 dark:bg-sky-500/10 dark:text-sky-100"
      >
        <Info className="mt-0.5 h-5 w-5 shrink-0" aria-hidden />
        <div>
          <h2 className="font-semibold">{t('migration.notes.title')}</h2>
          <ul className="mt-1 list-disc space-y-0.5 pl-5">
            <li>{t('migration.notes.neverDeletes')}</li>
            <li>{t('migration.notes.onlyNew')}</li>
            <li>{t('migration.notes.batches', { mb: BATCH_MB })}</li>
          </ul>
        </div>
      </aside>
    </div>
  );
}
