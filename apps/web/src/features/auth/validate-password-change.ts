import { AUTH } from '@toeic-ace/contract/rules';

export interface PasswordChangeValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export const EMPTY_PASSWORD_CHANGE: PasswordChangeValues = {
  currentPassword: '',
  newPassword: '',
  confirmPassword: '',
};

export type PasswordChangeProblem =
  | { key: 'auth.validation.required' }
  | { key: 'auth.validation.passwordMismatch' }
  | { key: 'auth.validation.passwordTooShort'; min: number }
  | { key: 'auth.security.password.errors.sameAsCurrent' };

/** The registration form's rules for the new password, plus "actually new". */
export function validatePasswordChange(values: PasswordChangeValues): PasswordChangeProblem | null {
  if (!values.currentPassword || !values.newPassword || !values.confirmPassword) {
    return { key: 'auth.validation.required' };
  }
  if (values.newPassword !== values.confirmPassword) {
    return { key: 'auth.validation.passwordMismatch' };
  }
  if (values.newPassword.length < AUTH.passwordMinLength) {
    return { key: 'auth.validation.passwordTooShort', min: AUTH.passwordMinLength };
  }
  if (values.newPassword === values.currentPassword) {
    return { key: 'auth.security.password.errors.sameAsCurrent' };
  }
  return null;
}
