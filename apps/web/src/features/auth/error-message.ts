import type { TFunction } from 'i18next';
import { errorMessage, isApiClientError } from '@/lib/api-error';
import type { AuthMode } from './store';

const FIELD_KEYS = {
  email: 'auth.fields.email',
  password: 'auth.fields.password',
  username: 'auth.fields.username',
} as const;

/** "body.email", "/email" and "email" all name the e-mail field. */
const fieldOf = (path: string) => path.split(/[./]/).filter(Boolean).pop() ?? '';

/** The user's-language text for a failed login or registration. */
export function authErrorMessage(error: unknown, mode: AuthMode, t: TFunction): string {
  const fallback = t(mode === 'login' ? 'auth.errors.loginFailed' : 'auth.errors.registerFailed');
  if (!isApiClientError(error)) return fallback;
  switch (error.code) {
    case 'EMAIL_TAKEN':
      return t('auth.errors.emailTaken');
    case 'LOGIN_FAILED':
      return t('auth.errors.invalidCredentials');
    case 'VALIDATION_ERROR': {
      const labels = [...new Set(error.fieldIssues.map((issue) => fieldOf(issue.path)))]
        .filter((field): field is keyof typeof FIELD_KEYS => field in FIELD_KEYS)
        .map((field) => t(FIELD_KEYS[field]));
      if (labels.length === 0) return fallback;
      return t('auth.errors.invalidFields', { fields: labels.join(t('common.listSeparator')) });
    }
    default:
      return errorMessage(error, fallback);
  }
}
