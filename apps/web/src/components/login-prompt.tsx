import type { LucideIcon } from 'lucide-react';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';

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
