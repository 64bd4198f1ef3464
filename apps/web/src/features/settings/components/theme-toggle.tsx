import { Moon, Sun } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useSavePreference } from '../hooks/use-save-preference';
import { useCurrentPreferences } from '../store';

/** The header's light/dark switch; saved like any other preference. */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { theme } = useCurrentPreferences();
  const save = useSavePreference();
  const dark = theme === 'dark';
  return (
    <button
      type="button"
      onClick={() => void save({ theme: dark ? 'light' : 'dark' })}
      aria-label={t(dark ? 'header.themeToLight' : 'header.themeToDark')}
      title={t(dark ? 'header.themeToLight' : 'header.themeToDark')}
      aria-pressed={dark}
      data-testid="theme-toggle"
      className="inline-flex h-9 w-9 items-center justify-center rounded-xl text-slate-600 transition-colors hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white"
    >
      {dark ? (
        <Sun className="h-[18px] w-[18px]" aria-hidden />
      ) : (
        <Moon className="h-[18px] w-[18px]" aria-hidden />
      )}
    </button>
  );
}
