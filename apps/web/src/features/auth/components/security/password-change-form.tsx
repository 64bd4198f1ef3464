import { AUTH } from '@toeic-ace/contract/rules';
import { KeyRound, Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { usePasswordChange } from '../../hooks/use-password-change';

/** Current, new and confirmation; signs out every other session on success. */
export function PasswordChangeForm() {
  const { t } = useTranslation();
  const { bind, submit, loading } = usePasswordChange();
  const icon = <Lock className="h-4 w-4" aria-hidden />;
  return (
    <form noValidate onSubmit={submit} className="space-y-4" data-testid="password-change-form">
      <fieldset disabled={loading} className="grid gap-4 sm:grid-cols-3">
        <TextField
          label={t('auth.security.password.current')}
          type="password"
          autoComplete="current-password"
          maxLength={AUTH.passwordMaxLength}
          icon={icon}
          {...bind('currentPassword')}
        />
        <TextField
          label={t('auth.security.password.new')}
          type="password"
          autoComplete="new-password"
          placeholder={t('auth.placeholders.newPassword', { min: AUTH.passwordMinLength })}
          maxLength={AUTH.passwordMaxLength}
          icon={icon}
          {...bind('newPassword')}
        />
        <TextField
          label={t('auth.security.password.confirm')}
          type="password"
          autoComplete="new-password"
          placeholder={t('auth.placeholders.confirmPassword')}
          maxLength={AUTH.passwordMaxLength}
          icon={icon}
          {...bind('confirmPassword')}
        />
      </fieldset>
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
        <p className="text-xs text-slate-500 dark:text-slate-400">
          {t('auth.security.password.note')}
        </p>
        <Button type="submit" loading={loading} data-testid="password-change-submit">
          {!loading && <KeyRound className="h-4 w-4" aria-hidden />}
          {t('auth.security.password.submit')}
        </Button>
      </div>
    </form>
  );
}
