import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { useAuthModalStore } from '../store';
import { AuthForm } from './auth-form';
import { AuthHeading } from './auth-heading';

/** The header's sign-in dialog; closes on success, Escape or a backdrop click. */
export function AuthModal() {
  const { t } = useTranslation();
  const { open, mode, setMode, close } = useAuthModalStore();
  return (
    <Modal
      open={open}
      onClose={close}
      title={t(mode === 'login' ? 'auth.heading.login' : 'auth.heading.register')}
      hideTitle
      closeLabel={t('common.close')}
      testId="auth-modal"
    >
      <AuthHeading mode={mode} />
      <AuthForm mode={mode} onModeChange={setMode} onSuccess={close} />
    </Modal>
  );
}
