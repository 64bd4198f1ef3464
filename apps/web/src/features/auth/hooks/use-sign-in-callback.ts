import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { notify } from '@/lib/notify';
import { completeThirdPartySignIn } from '../sign-in-callback';

/**
 * Runs the callback once per page (React's development double effects included): the tokens
 * leave the address bar before anything else — in a layout effect, so before the first paint
 * shows them — then a toast and a move to / or /auth.
 */
export function useSignInCallback() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const started = useRef(false);

  useLayoutEffect(() => {
    if (started.current) return;
    started.current = true;
    const { pathname, hash } = window.location;
    window.history.replaceState(window.history.state, '', `${pathname}${hash}`);
    void completeThirdPartySignIn(new URLSearchParams(params)).then((outcome) => {
      if (!outcome) return;
      if (outcome.ok) notify.success(t(outcome.message));
      else notify.error(t(outcome.message));
      navigate(outcome.ok ? '/' : '/auth', { replace: true });
    });
  }, [navigate, params, t]);
}
