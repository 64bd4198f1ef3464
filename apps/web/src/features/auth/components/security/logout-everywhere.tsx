import { LogOut } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';
import { errorMessage } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { useUserStore } from '@/entities/user/store';
import { useLogoutAllMutation } from '../../api/logout-all';

/** Ends every session of the account, this one included, after a confirmation. */
export function LogoutEverywhere() {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  const { mutateAsync, isPending } = useLogoutAllMutation();

  const confirm = async () => {
    try {
      await mutateAsync();
      setConfirming(false);
      notify.success(t('auth.security.everywhere.success'));
      useUserStore.getState().logout();
    } catch (error) {
      notify.error(errorMessage(error, t('auth.security.everywhere.failed')));
    }
  };

  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
      <div>
        <h3 className="text-sm font-medium text-slate-900 dark:text-white">
          {t('auth.security.everywhere.title')}
        </h3>
        <p className="mt-0.5 text-sm text-slate-500 dark:text-slate-400">
          {t('auth.security.everywhere.description')}
        </p>
      </div>
      <Button
        variant="secondary"
        onClick={() => setConfirming(true)}
        data-testid="logout-everywhere"
      >
        <LogOut className="h-4 w-4" aria-hidden />
        {t('auth.security.everywhere.button')}
      </Button>
      <Modal
        open={confirming}
        onClose={() => !isPending && setConfirming(false)}
        title={t('auth.security.everywhere.confirmTitle')}
        closeLabel={t('common.close')}
        testId="logout-everywhere-dialog"
      >
        <p className="text-sm text-slate-600 dark:text-slate-300">
          {t('auth.security.everywhere.confirmText')}
        </p>
        <div className="mt-6 flex justify-end gap-3">
          <Button variant="ghost" disabled={isPending} onClick={() => setConfirming(false)}>
            {t('auth.security.everywhere.cancel')}
          </Button>
          <Button
            variant="danger"
            loading={isPending}
            onClick={confirm}
            data-testid="logout-everywhere-confirm"
          >
            {t('auth.security.everywhere.confirm')}
          </Button>
        </div>
      </Modal>
    </div>
  );
}
