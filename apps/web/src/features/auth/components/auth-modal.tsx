import { useTranslation } from 'react-i18next';
import { Modal } from '@/components/modal';
import { useGoogleSignInEnabled } from '../hooks/use-google-sign-in-enabled';
import { useAuthModalStore, type AuthMode } from '../store';
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
      <AuthModalBody mode={mode} setMode={setMode} close={close} />
    </Modal>
  );
}

/** Mounted only while the dialog is open, so a closed dialog asks the server nothing. */
function AuthModalBody(props: {
  mode: AuthMode;
  setMode: (m: AuthMode) => void;
  close: () => void;
}) {
  const google = useGoogleSignInEnabled();
  return (
    <>
      <AuthHeading mode={props.mode} />
      <AuthForm
        mode={props.mode}
        onModeChange={props.setMode}
        onSuccess={props.close}
        google={google}
      />
    </>
  );
}
