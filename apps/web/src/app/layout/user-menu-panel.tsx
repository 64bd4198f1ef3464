import type { User } from '@toeic-ace/contract';
import { LogOut } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { menuItemClass } from '@/components/dropdown';
import { useLogout } from '@/features/auth/hooks/use-logout';
import { AccountLinks } from './account-links';
import { UserAvatar } from './user-avatar';

/** The user menu's content: username and e-mail, 账号设置, 数据迁移 and 登出. */
export default function UserMenuPanel({ user, close }: { user: User; close: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { logout, isPending } = useLogout();
  return (
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
  );
}
