import { useTranslation } from 'react-i18next';
import type { AuthMode } from '../store';

export function AuthHeading({ mode }: { mode: AuthMode }) {
  const { t } = useTranslation();
  return (
    <div className="mb-6 pr-8">
      <p aria-hidden className="text-xl font-bold text-slate-900 dark:text-white">
        {t(mode === 'login' ? 'auth.heading.login' : 'auth.heading.register')}
      </p>
      <p className="mt-1 text-sm text-slate-500 dark:text-slate-400">
        {t(mode === 'login' ? 'auth.subtitle.login' : 'auth.subtitle.register')}
      </p>
    </div>
  );
}
