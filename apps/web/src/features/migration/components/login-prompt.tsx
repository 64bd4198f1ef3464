import { DatabaseBackup } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';

export function MigrationLoginPrompt() {
  const { t } = useTranslation();
  return (
    <div
      data-testid="migration-login-prompt"
      className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-3xl border border-slate-200 bg-white px-6 py-12 text-center dark:border-slate-800 dark:bg-slate-900"
    >
      <DatabaseBackup className="h-10 w-10 text-indigo-500 dark:text-sky-400" aria-hidden />
      <p className="text-slate-700 dark:text-slate-200">{t('migration.loginRequired')}</p>
      <Link to="/auth?redirect=%2Fmigration" className={buttonClass('primary')}>
        {t('migration.login')}
      </Link>
    </div>
  );
}
