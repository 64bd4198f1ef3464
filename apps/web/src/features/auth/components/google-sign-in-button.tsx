import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { routes } from '@/lib/routes';
import { buttonClass } from '@/components/button';
import { api } from '@/lib/api-client';

/** Google's "G" in its four colours (drawn here; no request to Google before the click). */
function GoogleMark() {
  return (
    <svg viewBox="0 0 24 24" className="h-5 w-5" aria-hidden>
      <path
        fill="#4285F4"
        d="M23.5 12.27c0-.85-.08-1.67-.22-2.45H12v4.64h6.45a5.5 5.5 0 0 1-2.39 3.61v3h3.87c2.26-2.09 3.57-5.16 3.57-8.8z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.24 0 5.95-1.07 7.93-2.9l-3.87-3c-1.07.72-2.45 1.15-4.06 1.15-3.12 0-5.77-2.11-6.71-4.95H1.29v3.1A12 12 0 0 0 12 24z"
      />
      <path
        fill="#FBBC05"
        d="M5.29 14.3A7.2 7.2 0 0 1 4.91 12c0-.8.14-1.57.38-2.3V6.6H1.29A12 12 0 0 0 0 12c0 1.94.46 3.77 1.29 5.4l4-3.1z"
      />
      <path
        fill="#EA4335"
        d="M12 4.75c1.76 0 3.34.6 4.59 1.8l3.43-3.44A11.5 11.5 0 0 0 12 0 12 12 0 0 0 1.29 6.6l4 3.1C6.23 6.86 8.88 4.75 12 4.75z"
      />
    </svg>
  );
}

/**
 * Starts Google sign-in by a full-page navigation to the API: the server sets its
 * cookie and sends the browser on to the provider. A link, so it works without any script.
 */
export function GoogleSignInButton({ disabled = false }: { disabled?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className="space-y-4">
      <div className="flex items-center gap-3 text-xs text-slate-500 dark:text-slate-400">
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
        {t('auth.google.or')}
        <span className="h-px flex-1 bg-slate-200 dark:bg-slate-700" />
      </div>
      <a
        href={api.url(routes.auth.googleStart)}
        data-testid="google-sign-in"
        aria-disabled={disabled || undefined}
        className={clsx(
          buttonClass('secondary', 'lg'),
          'w-full',
          disabled && 'pointer-events-none opacity-60',
        )}
      >
        <GoogleMark />
        {t('auth.google.button')}
      </a>
    </div>
  );
}
