import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useCurrentUser } from '@/entities/user/store';
import { AccountLinks } from './account-links';
import { AuthButtons } from './auth-buttons';
import { MainNav } from './main-nav';

const rowClass =
  'flex h-11 w-full items-center gap-2 rounded-xl px-3 text-base font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

/** The mobile menu's content: the navigation, then the account's pages and 登出, or 登录/注册. */
export default function MobileMenuPanel({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { logout } = useLogout();
  return (
    <>
      <MainNav orientation="vertical" onNavigate={close} />
      <div className="mt-2 border-t border-slate-100 pt-3 dark:border-slate-800">
        {user ? (
          <>
            <AccountLinks className={rowClass} testIdPrefix="mobile" onNavigate={close} />
            <button
              type="button"
              className={rowClass}
              data-testid="mobile-logout"
              onClick={() => {
                close();
                void logout();
              }}
            >
              <LogOut className="h-4 w-4" aria-hidden />
              {t('header.logout')}
            </button>
          </>
        ) : (
          <AuthButtons className="grid grid-cols-2 [&>button]:h-11" onOpen={close} />
        )}
      </div>
    </>
  );
}
