import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

export function BrandMark({ className = 'h-8 w-8' }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={className} aria-hidden>
      <defs>
        <linearGradient id="brand-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#0ea5e9" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill="url(#brand-gradient)" />
      <path
        d="M20 44 32 18l12 26M25 35h14"
        fill="none"
        stroke="#fff"
        strokeWidth="5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** Logo and product name, linking home. */
export function Brand() {
  const { t } = useTranslation();
  return (
    <Link
      to="/"
      className="flex shrink-0 items-center gap-2.5 rounded-xl"
      aria-label={t('app.homeLink')}
      data-testid="brand-link"
    >
      <BrandMark />
      <span className="text-lg font-bold tracking-tight text-slate-900 dark:text-white">
        TOEIC <span className="text-indigo-600 dark:text-sky-400">Ace</span>
      </span>
    </Link>
  );
}
