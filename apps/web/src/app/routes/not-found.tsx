import { Compass } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { buttonClass } from '@/components/button';

export function Component() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <div
      data-testid="not-found"
      className="mx-auto flex max-w-lg flex-col items-center py-16 text-center"
    >
      <span className="rounded-3xl bg-indigo-50 p-4 text-indigo-600 dark:bg-indigo-500/15 dark:text-sky-300">
        <Compass className="h-10 w-10" aria-hidden />
      </span>
      <p className="mt-6 text-6xl font-extrabold text-slate-500 dark:text-slate-400">404</p>
      <h1 className="mt-2 text-2xl font-bold text-slate-900 dark:text-white">
        {t('notFound.title')}
      </h1>
      <p className="mt-2 text-slate-500 dark:text-slate-400">
        {t('notFound.text')}{' '}
        <code className="rounded bg-slate-100 px-1.5 py-0.5 text-sm break-all text-slate-700 dark:bg-slate-800 dark:text-slate-300">
          {pathname}
        </code>
      </p>
      <Link to="/" className={`${buttonClass('primary', 'lg')} mt-8`}>
        {t('notFound.home')}
      </Link>
    </div>
  );
}
