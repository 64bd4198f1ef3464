import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { errorMessage, isApiClientError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { setTokens } from '@/lib/token-storage';
import { useChangePasswordMutation } from '../api/change-password';
import {
  EMPTY_PASSWORD_CHANGE,
  validatePasswordChange,
  type PasswordChangeValues,
} from '../validate-password-change';

/** The password-change form: fields, rules, the call, the new tokens and the toasts. */
export function usePasswordChange() {
  const { t } = useTranslation();
  const [values, setValues] = useState(EMPTY_PASSWORD_CHANGE);
  const mutation = useChangePasswordMutation();

  const bind = (name: keyof PasswordChangeValues) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (mutation.isPending) return;
    const problem = validatePasswordChange(values);
    if (problem) {
      notify.error('min' in problem ? t(problem.key, { min: problem.min }) : t(problem.key));
      return;
    }
    try {
      const { tokens } = await mutation.mutateAsync({
        currentPassword: values.currentPassword,
        newPassword: values.newPassword,
      });
      setTokens(tokens);
      setValues(EMPTY_PASSWORD_CHANGE);
      notify.success(t('auth.security.password.success'));
    } catch (error) {
      const code = isApiClientError(error) ? error.code : null;
      notify.error(
        code === 'INVALID_CURRENT_PASSWORD'
          ? t('auth.security.password.errors.wrongCurrent')
          : code === 'PASSWORD_NOT_SET'
            ? t('auth.security.password.none')
            : errorMessage(error, t('auth.security.password.errors.failed')),
      );
    }
  };

  return { bind, submit, loading: mutation.isPending };
}
