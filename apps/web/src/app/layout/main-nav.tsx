import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { MistakesNavBadge } from '@/entities/mistakes/components/mistakes-nav-badge';
import { isNavItemActive, NAV_ITEMS } from './nav-config';

interface MainNavProps {
  orientation?: 'horizontal' | 'vertical';
  onNavigate?: () => void;
  className?: string;
}

/** The top navigation; the active item is highlighted (home exact, others by prefix). */
export function MainNav({ orientation = 'horizontal', onNavigate, className }: MainNavProps) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const vertical = orientation === 'vertical';
  return (
    <nav aria-label={t('nav.label')} className={className}>
      <ul className={clsx('flex gap-1', vertical && 'flex-col')}>
        {NAV_ITEMS.map((item) => {
          const active = isNavItemActive(item, pathname);
          const Icon = item.icon;
          return (
            <li key={item.path}>
              <Link
                to={item.path}
                onClick={onNavigate}
                aria-current={active ? 'page' : undefined}
                data-testid={vertical ? `mobile-${item.testId}` : item.testId}
                data-active={active || undefined}
                className={clsx(
                  'flex items-center gap-2 rounded-xl font-medium transition-colors',
                  // Six items and the header's controls share one row from 768 px: a tighter
                  // padding keeps English (the longest labels) and the offline badge in 1280 px.
                  vertical ? 'h-11 px-3 text-base' : 'h-9 px-2 text-sm',
                  active
                    ? 'bg-indigo-50 text-indigo-700 dark:bg-indigo-500/15 dark:text-sky-300'
                    : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
                )}
              >
                <Icon className="h-4 w-4" aria-hidden />
                {t(item.labelKey)}
                {item.badge === 'mistakes' && <MistakesNavBadge />}
              </Link>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
