import { AUTH } from '@toeic-ace/contract/rules';
import { CheckCircle2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { Spinner } from '@/components/spinner';
import { useUserStore } from '@/entities/user/store';
import { useGoogleSignInEnabled } from '../hooks/use-google-sign-in-enabled';
import { safeRedirect } from '../redirect';
import type { AuthMode } from '../store';
import { AuthForm } from './auth-form';
import { AuthHeading } from './auth-heading';
import { AuthPerks } from './auth-perks';

/** /auth — the form full-page; after success waits AUTH.redirectDelayMs, then replaces history. */
export function AuthPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const redirect = safeRedirect(params.get('redirect'));
  const [mode, setMode] = useState<AuthMode>(
    params.get('mode') === 'register' ? 'register' : 'login',
  );
  const [succeeded, setSucceeded] = useState(false);
  const isAuthenticated = useUserStore((state) => state.isAuthenticated);
  const google = useGoogleSignInEnabled();

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => navigate(redirect, { replace: true }), AUTH.redirectDelayMs);
    return () => clearTimeout(timer);
  }, [succeeded, navigate, redirect]);

  if (isAuthenticated && !succeeded) return <Navigate to={redirect} replace />;

  return (
    <div className="mx-auto grid w-full max-w-5xl items-stretch gap-8 py-4 sm:py-10 lg:grid-cols-2">
      <AuthPerks />
      <section
        className="rounded-3xl border border-slate-200 bg-white p-6 shadow-xl shadow-indigo-900/5 sm:p-8 dark:border-slate-800 dark:bg-slate-900"
        aria-labelledby="auth-page-title"
      >
        <h1 id="auth-page-title" className="sr-only">
          {t(mode === 'login' ? 'auth.heading.login' : 'auth.heading.register')}
        </h1>
        {succeeded ? (
          <div
            role="status"
            data-testid="auth-redirecting"
            className="flex min-h-72 flex-col items-center justify-center gap-4 text-center"
          >
            <CheckCircle2 className="h-12 w-12 text-emerald-500" aria-hidden />
            <p className="text-base font-medium text-slate-800 dark:text-slate-100">
              {t('auth.redirecting')}
            </p>
            <Spinner />
          </div>
        ) : (
          <>
            <AuthHeading mode={mode} />
            <AuthForm
              mode={mode}
              onModeChange={setMode}
              onSuccess={() => setSucceeded(true)}
              google={google}
            />
          </>
        )}
      </section>
    </div>
  );
}
