import { DatabaseBackup, Download, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { Button, buttonClass } from '@/components/button';
import { Card } from '@/components/card';
import { buildExportBundle, exportFileName } from '@/db/export-bundle';
import { clearAllTables, clearUserTables } from '@/db/user-data';
import { notify } from '@/lib/notify';

/** Saves text as a file through a temporary link. */
function saveFile(text: string, name: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/**
 * Settings → local data: the export bundle as a download, clear user data and clear all data
 * (each confirmed first: what is not migrated yet is gone for good), and the way to migration.
 */
export function LocalDataSection({ preferences }: { preferences: unknown }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);

  const run = async (
    work: () => Promise<void>,
    failure: 'localData.exportFailed' | 'localData.clearFailed',
  ) => {
    setBusy(true);
    try {
      await work();
    } catch (error) {
      console.error(failure, error);
      notify.error(t(failure));
    } finally {
      setBusy(false);
    }
  };

  const exportData = () =>
    run(async () => {
      const now = new Date();
      const bundle = await buildExportBundle(preferences, now);
      saveFile(JSON.stringify(bundle, null, 2), exportFileName(now));
      notify.success(t('localData.exported'));
    }, 'localData.exportFailed');

  const clear = (which: 'user' | 'all') =>
    run(async () => {
      if (
        !window.confirm(
          t(which === 'user' ? 'localData.confirmClearUser' : 'localData.confirmClearAll'),
        )
      )
        return;
      await (which === 'user' ? clearUserTables() : clearAllTables());
      notify.success(t('localData.cleared'));
    }, 'localData.clearFailed');

  return (
    <Card
      title={t('localData.title')}
      description={t('localData.description')}
      icon={<DatabaseBackup className="h-5 w-5" aria-hidden />}
      testId="local-data-section"
    >
      <div className="space-y-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <p className="max-w-md text-sm text-slate-600 dark:text-slate-400">
            {t('localData.exportHint')}
          </p>
          <div className="flex flex-wrap gap-2">
            <Button
              variant="secondary"
              data-testid="local-data-export"
              disabled={busy}
              onClick={() => void exportData()}
            >
              <Download className="h-4 w-4" aria-hidden />
              {t('localData.export')}
            </Button>
            <Link to="/migration" className={buttonClass('ghost')} data-testid="local-data-migrate">
              {t('localData.migrate')}
            </Link>
          </div>
        </div>
        <div className="grid gap-3 border-t border-slate-100 pt-4 sm:grid-cols-2 dark:border-slate-800">
          <div>
            <Button
              variant="danger"
              data-testid="local-data-clear-user"
              disabled={busy}
              onClick={() => void clear('user')}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
              {t('localData.clearUser')}
            </Button>
            <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
              {t('localData.clearUserHint')}
            </p>
          </div>
          <div>
            <Button
              variant="danger"
              data-testid="local-data-clear-all"
              disabled={busy}
              onClick={() => void clear('all')}
            >
              <Trash2 className="h-4 w-4" aria-hidden />
              {t('localData.clearAll')}
            </Button>
            <p className="mt-1 text-xs text-slate-500 dark:text-slate-400">
              {t('localData.clearAllHint')}
            </p>
          </div>
        </div>
      </div>
    </Card>
  );
}
