import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
import { Spinner } from '@/components/spinner';
import { useCurrentUser } from '@/entities/user/store';
import { useAccountSecurityQuery } from '../../api/get-account-security';
import { LogoutEverywhere } from './logout-everywhere';
import { PasswordChangeForm } from './password-change-form';

/** The settings screen's security card: password change and "log out everywhere". */
export function SecuritySection() {
  const user = useCurrentUser();
  return user ? <SignedInSecurity userId={user.id} /> : null;
}

function SignedInSecurity({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const security = useAccountSecurityQuery(userId);
  return (
    <Card
      title={t('auth.security.title')}
      description={t('auth.security.description')}
      icon={<ShieldCheck className="h-5 w-5" aria-hidden />}
      testId="security-section"
    >
      <div className="space-y-6 divide-y divide-slate-200 dark:divide-slate-800 [&>*:not(:first-child)]:pt-6">
        <section aria-label={t('auth.security.password.title')}>
          <h3 className="mb-3 text-sm font-medium text-slate-900 dark:text-white">
            {t('auth.security.password.title')}
          </h3>
          {security.isPending ? (
            <Spinner />
          ) : security.data?.hasPassword === false ? (
            <p className="text-sm text-slate-500 dark:text-slate-400" data-testid="no-password">
              {t('auth.security.password.none')}
            </p>
          ) : (
            <PasswordChangeForm />
          )}
        </section>
        <LogoutEverywhere />
      </div>
    </Card>
  );
}
