import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useCurrentUser } from '@/entities/user/store';
import { AccountLinks } from './account-links';
import { AuthButtons } from './auth-buttons';
import { MainNav } from './main-nav';

const rowClass =
  'flex h-11 w-full items-center gap-2 rounded-xl px-3 text-base font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

/**
 * The open mobile menu: the navigation and the account actions. Its own chunk (with the
 * logout's texts), fetched when the browser is idle: the first paint shows the hamburger only.
 */
export default function MobileMenuPanel({ close }: { close: () => void }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { logout } = useLogout();
  return (
    <div
      id="mobile-menu"
      data-testid="mobile-menu"
      className="absolute inset-x-0 top-full border-b border-slate-200 bg-white px-4 pt-2 pb-4 shadow-lg dark:border-slate-800 dark:bg-slate-950"
    >
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
                // The logout goes on after the menu unmounts (the mutation is the query client's).
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
    </div>
  );
}
