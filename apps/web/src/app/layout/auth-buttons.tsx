import clsx from 'clsx';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '@/components/button';
import { useAuthModalStore } from '@/features/auth/store';

/** Logged out: 登录 and 注册 open the auth modal in that mode. */
export function AuthButtons({ className, onOpen }: { className?: string; onOpen?: () => void }) {
  const { t } = useTranslation();
  const openModal = useAuthModalStore((state) => state.openModal);
  const open = (mode: 'login' | 'register') => {
    onOpen?.();
    openModal(mode);
  };
  return (
    <div className={clsx('items-center gap-2', className)}>
      <button
        type="button"
        data-testid="header-login"
        className={buttonClass('ghost', 'sm')}
        onClick={() => open('login')}
      >
        {t('header.login')}
      </button>
      <button
        type="button"
        data-testid="header-register"
        className={buttonClass('primary', 'sm')}
        onClick={() => open('register')}
      >
        {t('header.register')}
      </button>
    </div>
  );
}
