import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, Outlet, useLocation } from 'react-router';
import { PageSpinner } from '@/components/spinner';
import { loadCurrentUser } from '@/features/auth/load-user';
import { useUserStore } from '@/entities/user/store';

/**
 * Protected routes: a visitor without a user first gets a user-load attempt (spinner with
 * 正在验证登录状态...), then goes to /auth?redirect=<path and query>, replacing history.
 */
export function RequireAuth() {
  const { t } = useTranslation();
  const location = useLocation();
  const user = useUserStore((state) => (state.isAuthenticated ? state.user : null));
  const loadStatus = useUserStore((state) => state.loadStatus);

  useEffect(() => {
    if (!user && loadStatus === 'idle') void loadCurrentUser();
  }, [user, loadStatus]);

  if (user) return <Outlet />;
  if (loadStatus !== 'done') {
    return <PageSpinner message={t('guard.verifying')} testId="auth-guard-loading" />;
  }
  const redirect = `${location.pathname}${location.search}`;
  return <Navigate to={`/auth?redirect=${encodeURIComponent(redirect)}`} replace />;
}
