import { Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/entities/user/store';

/** The signed-in home's title and subtitle: the dashboard below is the page's hero. */
export function WelcomeHeader() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  return (
    <header className="flex flex-wrap items-end justify-between gap-x-6 gap-y-2">
      <div>
        <p className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-wide text-indigo-600 dark:text-sky-300">
          <Sparkles className="h-3.5 w-3.5" aria-hidden />
          {t('home.badge')}
        </p>
        <h1 className="mt-1 text-3xl font-extrabold tracking-tight text-slate-900 sm:text-4xl dark:text-white">
          {t('app.name')}
        </h1>
        <p className="mt-1 text-slate-500 dark:text-slate-400">{t('app.tagline')}</p>
      </div>
      {user && (
        <p data-testid="home-greeting" className="text-sm text-slate-600 dark:text-slate-300">
          {t('home.greeting', { name: user.username })}
        </p>
      )}
    </header>
  );
}
