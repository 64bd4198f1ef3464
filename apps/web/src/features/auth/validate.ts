import { AUTH } from '@toeic-ace/contract/rules';
import type { AuthMode } from './store';

export interface AuthFormValues {
  email: string;
  password: string;
  confirmPassword: string;
  username: string;
}

export const EMPTY_VALUES: AuthFormValues = {
  email: '',
  password: '',
  confirmPassword: '',
  username: '',
};

export type AuthProblem =
  | { key: 'auth.validation.required' }
  | { key: 'auth.validation.usernameRequired' }
  | { key: 'auth.validation.passwordMismatch' }
  | { key: 'auth.validation.passwordTooShort'; min: number };

/**
 * The client rules, first failure wins: email and password required; registering also needs a
 * username, a matching confirmation and a password of the minimum length. Null when the form
 * may be sent.
 */
export function validateAuthForm(mode: AuthMode, values: AuthFormValues): AuthProblem | null {
  if (!values.email.trim() || !values.password) return { key: 'auth.validation.required' };
  if (mode === 'login') return null;
  if (!values.username.trim()) return { key: 'auth.validation.usernameRequired' };
  if (values.password !== values.confirmPassword)
    return { key: 'auth.validation.passwordMismatch' };
  if (values.password.length < AUTH.passwordMinLength) {
    return { key: 'auth.validation.passwordTooShort', min: AUTH.passwordMinLength };
  }
  return null;
}
