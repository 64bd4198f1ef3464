import type { User } from '@toeic-ace/contract';
import { AUTH } from '@toeic-ace/contract/rules';
import { Lock, Mail, UserRound } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { TextField } from '@/components/text-field';
import { useAuthForm } from '../hooks/use-auth-form';
import type { AuthMode } from '../store';
import { AuthModeTabs } from './auth-mode-tabs';
import { GoogleSignInButton } from './google-sign-in-button';

interface AuthFormProps {
  mode: AuthMode;
  onModeChange: (mode: AuthMode) => void;
  onSuccess?: (user: User) => void;
  /** Offer Google sign-in (only when the server has it configured). */
  google?: boolean;
}

/** Login and registration in one form. */
export function AuthForm({ mode, onModeChange, onSuccess, google = false }: AuthFormProps) {
  const { t } = useTranslation();
  const { bind, submit, loading } = useAuthForm(mode, onSuccess);
  const isRegister = mode === 'register';
  const iconClass = 'h-4 w-4';

  return (
    <form
      noValidate
      onSubmit={submit}
      data-testid="auth-form"
      data-mode={mode}
      className="space-y-5"
    >
      <AuthModeTabs mode={mode} onChange={onModeChange} disabled={loading} />
      <fieldset disabled={loading} className="space-y-4">
        {isRegister && (
          <TextField
            label={t('auth.fields.username')}
            placeholder={t('auth.placeholders.username')}
            autoComplete="nickname"
            maxLength={AUTH.usernameMaxLength}
            icon={<UserRound className={iconClass} aria-hidden />}
            {...bind('username')}
          />
        )}
        <TextField
          label={t('auth.fields.email')}
          type="email"
          inputMode="email"
          placeholder={t('auth.placeholders.email')}
          autoComplete="email"
          icon={<Mail className={iconClass} aria-hidden />}
          {...bind('email')}
        />
        <TextField
          label={t('auth.fields.password')}
          type="password"
          placeholder={
            isRegister
              ? t('auth.placeholders.newPassword', { min: AUTH.passwordMinLength })
              : t('auth.placeholders.password')
          }
          autoComplete={isRegister ? 'new-password' : 'current-password'}
          maxLength={AUTH.passwordMaxLength}
          icon={<Lock className={iconClass} aria-hidden />}
          {...bind('password')}
        />
        {isRegister && (
          <TextField
            label={t('auth.fields.confirmPassword')}
            type="password"
            placeholder={t('auth.placeholders.confirmPassword')}
            autoComplete="new-password"
            maxLength={AUTH.passwordMaxLength}
            icon={<Lock className={iconClass} aria-hidden />}
            {...bind('confirmPassword')}
          />
        )}
      </fieldset>
      <Button
        type="submit"
        size="lg"
        className="w-full"
        loading={loading}
        data-testid="auth-submit"
      >
        {loading
          ? t('auth.submitting')
          : t(isRegister ? 'auth.submit.register' : 'auth.submit.login')}
      </Button>
      {google && <GoogleSignInButton disabled={loading} />}
      <p className="text-center text-sm text-slate-600 dark:text-slate-400">
        {t(isRegister ? 'auth.switch.haveAccount' : 'auth.switch.noAccount')}{' '}
        <button
          type="button"
          disabled={loading}
          onClick={() => onModeChange(isRegister ? 'login' : 'register')}
          className="font-medium text-indigo-600 hover:text-indigo-500 disabled:opacity-60 dark:text-sky-400"
          data-testid="auth-switch-mode"
        >
          {t(isRegister ? 'auth.switch.toLogin' : 'auth.switch.toRegister')}
        </button>
      </p>
    </form>
  );
}
