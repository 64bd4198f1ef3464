import { LanguageSelector } from '@/features/language/components/language-selector';
import { ThemeToggle } from '@/features/settings/components/theme-toggle';
import { OfflineIndicator } from '@/components/offline-indicator';
import { useCurrentUser } from '@/entities/user/store';
import { AuthButtons } from './auth-buttons';
import { Brand } from './brand';
import { MainNav } from './main-nav';
import { MobileMenu } from './mobile-menu';
import { UserMenu } from './user-menu';

/** Logo, navigation, language, theme and the account corner. */
export function Header() {
  const user = useCurrentUser();
  return (
    <header className="sticky top-0 z-30 border-b border-slate-200/80 bg-white/85 backdrop-blur-md dark:border-slate-800 dark:bg-slate-950/85">
      <div className="relative mx-auto flex h-16 max-w-6xl items-center gap-3 px-4 sm:gap-6 sm:px-6">
        <Brand />
        <MainNav className="hidden md:block" />
        <div className="ml-auto flex items-center gap-1 sm:gap-2">
          <OfflineIndicator variant="badge" />
          <LanguageSelector />
          <ThemeToggle />
          {user ? <UserMenu user={user} /> : <AuthButtons className="hidden md:flex" />}
          <MobileMenu />
        </div>
      </div>
      <OfflineIndicator variant="strip" />
    </header>
  );
}
