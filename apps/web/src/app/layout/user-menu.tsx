import type { User } from '@toeic-ace/contract';
import { ChevronDown } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Dropdown } from '@/components/dropdown';
import { optionalLazy } from '@/lib/optional-lazy';
import { UserAvatar } from './user-avatar';

// The menu's content is not part of any page's first paint: it loads when the pointer or the
// focus reaches the button, or at the latest when the menu opens. If it cannot be fetched (offline,
// before the service worker has it) the menu opens empty rather than taking the page down.
const loadPanel = () => import('./user-menu-panel');
const UserMenuPanel = optionalLazy(loadPanel);
/** Early, so the menu opens with its content; a failure here is the open's to handle. */
const preloadPanel = () => void loadPanel().catch(() => undefined);

/** Avatar + username; the menu shows username and e-mail, 账号设置, 数据迁移 and 登出. */
export function UserMenu({ user }: { user: User }) {
  const { t } = useTranslation();
  return (
    <Dropdown
      menuLabel={t('header.userMenu')}
      testId="user-menu"
      menuClassName="w-64"
      renderTrigger={({ toggle, ...aria }) => (
        <button
          type="button"
          onClick={toggle}
          onPointerEnter={preloadPanel}
          onFocus={preloadPanel}
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
      {(close) => <UserMenuPanel user={user} close={close} />}
    </Dropdown>
  );
}
