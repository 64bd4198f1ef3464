import { LogOut, Menu, X } from 'lucide-react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { useDismiss } from '@/components/use-dismiss';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { useCurrentUser } from '@/entities/user/store';
import { AccountLinks } from './account-links';
import { AuthButtons } from './auth-buttons';
import { MainNav } from './main-nav';

const rowClass =
  'flex h-11 w-full items-center gap-2 rounded-xl px-3 text-base font-medium text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800';

/** Below md: a hamburger that opens the navigation and account actions. */
export function MobileMenu() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const { pathname } = useLocation();
  const user = useCurrentUser();
  const { logout } = useLogout();
  const close = useCallback(() => setOpen(false), []);
  useDismiss(containerRef, open, close);
  useEffect(() => close(), [pathname, close]);

  return (
    <div ref={containerRef} className="md:hidden">
      <button
        type="button"
        onClick={() => setOpen((value) => !value)}
        aria-expanded={open}
        aria-controls="mobile-menu"
        aria-label={t(open ? 'header.closeMenu' : 'header.openMenu')}
        data-testid="mobile-menu-button"
        className="inline-flex h-9 w-9 items-center justify-center rounded-xl text-slate-700 hover:bg-slate-100 dark:text-slate-200 dark:hover:bg-slate-800"
      >
        {open ? <X className="h-5 w-5" aria-hidden /> : <Menu className="h-5 w-5" aria-hidden />}
      </button>
      {open && (
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
      )}
    </div>
  );
}
