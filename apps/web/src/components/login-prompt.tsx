import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { PageSpinner } from '@/components/spinner';

interface LoginPromptProps {
  /** The page's own icon, so the prompt says which page wants the account. */
  icon: LucideIcon;
  /** Why the page needs an account. */
  message: string;
  /** The sign-in link's text. */
  action: string;
  /** Where sign-in returns to. */
  returnTo: string;
  testId: string;
}

/**
 * What a page that keeps a learner's data in their account shows nobody signed in: the callers
 * translate the texts, so each page's namespace loads with that page (build/texts.ts).
 */
export function LoginPrompt({ icon: Icon, message, action, returnTo, testId }: LoginPromptProps) {
  return (
    <div
      data-testid={testId}
      className="mx-auto flex max-w-md flex-col items-center gap-4 rounded-3xl border border-slate-200 bg-white px-6 py-12 text-center dark:border-slate-800 dark:bg-slate-900"
    >
      <Icon className="h-10 w-10 text-indigo-500 dark:text-sky-400" aria-hidden />
      <p className="text-slate-700 dark:text-slate-200">{message}</p>
      <Link
        to={`/auth?redirect=${encodeURIComponent(returnTo)}`}
        className={buttonClass('primary')}
      >
        {action}
      </Link>
    </div>
  );
}

interface SignedInOnlyProps {
  userId: string | null;
  /** The sign-in is still being checked. */
  checking: boolean;
  prompt: LoginPromptProps;
  children: (userId: string) => ReactNode;
}

/**
 * The content of a page that needs an account, for the signed-in learner; a spinner while the
 * sign-in is checked; then, for nobody signed in, the prompt rather than a redirect.
 */
export function SignedInOnly({ userId, checking, prompt, children }: SignedInOnlyProps) {
  const { t } = useTranslation();
  if (userId) return children(userId);
  if (checking) return <PageSpinner message={t('guard.verifying')} />;
  return <LoginPrompt {...prompt} />;
}
