import type { User } from '@toeic-ace/contract';
import { ChevronDown, LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Dropdown, menuItemClass } from '@/components/dropdown';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { AccountLinks } from './account-links';
import { UserAvatar } from './user-avatar';

/** Avatar + username; the menu shows username and e-mail, 账号设置, 数据迁移 and 登出. */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { logout, isPending } = useLogout();

  return (
    <Dropdown
      menuLabel={t('header.userMenu')}
      testId="user-menu"
      menuClassName="w-64"
      renderTrigger={({ toggle, ...aria }) => (
        <button
          type="button"
          onClick={toggle}
          {...aria}
          aria-label={t('header.userMenuFor', { name: user.username })}
          data-testid="user-menu-button"
          className="flex h-10 items-center gap-2 rounded-xl pr-2 pl-1 transition-colors hover:bg-slate-100 dark:hover:bg-slate-800"
        >
          <UserAvatar username={user.username} />
          <span
            data-testid="header-username"
            className="hidden max-w-32 truncate text-sm font-medium text-slate-800 sm:inline dark:text-slate-100"
          >
            {user.username}
          </span>
          <ChevronDown className="hidden h-4 w-4 text-slate-400 sm:block" aria-hidden />
        </button>
      )}
    >
      {(close) => (
        <>
          <div className="flex items-center gap-3 border-b border-slate-100 px-3 pt-2 pb-3 dark:border-slate-800">
            <UserAvatar username={user.username} size="md" />
            <div className="min-w-0">
              <p
                data-testid="user-menu-username"
                className="truncate font-semibold text-slate-900 dark:text-white"
              >
                {user.username}
              </p>
              <p
                data-testid="user-menu-email"
                className="truncate text-xs text-slate-500 dark:text-slate-400"
              >
                {user.email}
              </p>
            </div>
          </div>
          <div className="pt-1.5">
            <AccountLinks
              className={menuItemClass()}
              testIdPrefix="user-menu"
              role="menuitem"
              onNavigate={close}
            />
            <button
              type="button"
              role="menuitem"
              disabled={isPending}
              data-testid="user-menu-logout"
              className={menuItemClass()}
              onClick={async () => {
                close();
                await logout();
                navigate('/', { replace: true });
              }}
            >
              <LogOut className="h-4 w-4" aria-hidden />
              {t('header.logout')}
            </button>
          </div>
        </>
      )}
    </Dropdown>
  );
}
