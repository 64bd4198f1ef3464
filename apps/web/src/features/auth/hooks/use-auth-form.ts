import type { User } from '@toeic-ace/contract';
import { useState, type ChangeEvent, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { notify } from '@/lib/notify';
import { useUserStore } from '@/entities/user/store';
import { useLoginMutation } from '../api/login';
import { useRegisterMutation } from '../api/register';
import { authErrorMessage } from '../error-message';
import type { AuthMode } from '../store';
import { EMPTY_VALUES, validateAuthForm, type AuthFormValues } from '../validate';

/** Field state, the form's client rules, the call and its toasts; switching mode empties the fields. */
export function useAuthForm(mode: AuthMode, onSuccess?: (user: User) => void) {
  const { t } = useTranslation();
  const [draft, setDraft] = useState({ mode, values: EMPTY_VALUES });
  const values = draft.mode === mode ? draft.values : EMPTY_VALUES;
  const loginMutation = useLoginMutation();
  const registerMutation = useRegisterMutation();
  const loading = loginMutation.isPending || registerMutation.isPending;

  const bind = (name: keyof AuthFormValues) => ({
    name,
    value: values[name],
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const next = { ...values, [name]: event.target.value };
      setDraft({ mode, values: next });
    },
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (loading) return;
    const problem = validateAuthForm(mode, values);
    if (problem) {
      notify.error(
        problem.key === 'auth.validation.passwordTooShort'
          ? t(problem.key, { min: problem.min })
          : t(problem.key),
      );
      return;
    }
    try {
      const email = values.email.trim();
      const result =
        mode === 'login'
          ? await loginMutation.mutateAsync({ email, password: values.password })
          : await registerMutation.mutateAsync({
              email,
              password: values.password,
              username: values.username.trim(),
            });
      useUserStore.getState().setSession(result.user, result.tokens);
      notify.success(
        t(mode === 'login' ? 'auth.toast.loginSuccess' : 'auth.toast.registerSuccess'),
      );
      setDraft({ mode, values: EMPTY_VALUES });
      onSuccess?.(result.user);
    } catch (error) {
      notify.error(authErrorMessage(error, mode, t));
    }
  };

  return { values, bind, submit, loading };
}
