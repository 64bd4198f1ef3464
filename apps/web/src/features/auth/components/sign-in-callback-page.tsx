import { useTranslation } from 'react-i18next';
import { PageSpinner } from '@/components/spinner';
import { useSignInCallback } from '../hooks/use-sign-in-callback';

/** /auth/callback — where the third-party sign-in lands. */
export function SignInCallbackPage() {
  const { t } = useTranslation();
  useSignInCallback();
  return <PageSpinner message={t('auth.callback.processing')} testId="auth-callback" />;
}
