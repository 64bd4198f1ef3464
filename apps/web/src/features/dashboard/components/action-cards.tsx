import clsx from 'clsx';
import { ArrowRight, BookOpenCheck, PlayCircle, type LucideIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

interface CardDef {
  key: 'practice' | 'review';
  to: string;
  shortcut: string;
  icon: LucideIcon;
  primary: boolean;
}

/** Only cards that lead somewhere that works (word review arrives with the vocabulary notebook). */
const CARDS: readonly CardDef[] = [
  { key: 'practice', to: '/practice', shortcut: 'P', icon: PlayCircle, primary: true },
  { key: 'review', to: '/review', shortcut: 'R', icon: BookOpenCheck, primary: false },
];

export function ActionCards() {
  const { t } = useTranslation();
  return (
    <nav aria-label={t('dashboard.cards.label')} className="grid gap-4">
      {CARDS.map(({ key, to, shortcut, icon: Icon, primary }) => (
        <Link
          key={key}
          to={to}
          data-testid={`home-card-${key}`}
          aria-keyshortcuts={shortcut}
          className={clsx(
            'group relative flex items-start gap-4 overflow-hidden rounded-3xl p-5 transition sm:p-6',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-indigo-600',
            primary
              ? 'bg-gradient-to-br from-indigo-600 to-sky-500 text-white shadow-lg shadow-indigo-900/15 hover:shadow-xl dark:from-indigo-700 dark:to-sky-700'
              : 'border border-slate-200 bg-white text-slate-900 shadow-sm hover:border-indigo-300 hover:shadow-md dark:border-slate-800 dark:bg-slate-900 dark:text-white dark:hover:border-indigo-500/60',
          )}
        >
          <span
            className={clsx(
              'rounded-2xl p-3',
              primary
                ? 'bg-white/15 text-white'
                : 'bg-indigo-50 text-indigo-600 dark:bg-indigo-500/15 dark:text-sky-300',
            )}
          >
            <Icon className="h-6 w-6" aria-hidden />
          </span>
          <span className="min-w-0 flex-1">
            <span className="flex items-center gap-2 text-lg font-semibold">
              {t(`dashboard.cards.${key}.title`)}
              <ArrowRight
                className="h-4 w-4 shrink-0 transition-transform group-hover:translate-x-1"
                aria-hidden
              />
            </span>
            <span
              className={clsx(
                'mt-1 block text-sm leading-relaxed',
                primary ? 'text-indigo-50' : 'text-slate-500 dark:text-slate-400',
              )}
            >
              {t(`dashboard.cards.${key}.text`)}
            </span>
            <span
              data-testid={`home-shortcut-${key}`}
              className={clsx(
                'mt-3 hidden items-center gap-1.5 text-xs sm:flex',
                primary ? 'text-indigo-100' : 'text-slate-500 dark:text-slate-400',
              )}
            >
              {t('dashboard.cards.shortcut')}
              <kbd
                className={clsx(
                  'rounded-md border px-1.5 py-0.5 font-mono text-xs font-semibold',
                  primary
                    ? 'border-white/40 bg-white/10 text-white'
                    : 'border-slate-300 bg-slate-50 text-slate-600 dark:border-slate-600 dark:bg-slate-800 dark:text-slate-300',
                )}
              >
                {shortcut}
              </kbd>
            </span>
          </span>
        </Link>
      ))}
    </nav>
  );
}
