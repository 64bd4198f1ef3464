import { TOAST } from '@toeic-ace/contract';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { useCurrentPreferences } from '@/features/settings/store';

/**
 * Where toasts appear. Loaded after the first paint; a toast raised before it mounts is shown
 * as soon as it does (the toast store keeps the active ones for late subscribers).
 */
export default function AppToaster() {
  const { t } = useTranslation();
  const { theme } = useCurrentPreferences();
  return (
    <Toaster
      position="top-right"
      // Below the 64 px sticky header: a toast must never sit over its sign-in or menu buttons
      // (hovering a toast also pauses it, so one over a button could stay there).
      offset={{ top: 76, right: 24 }}
      mobileOffset={{ top: 72, right: 16, left: 16 }}
      duration={TOAST.defaultDurationMs}
      closeButton
      richColors
      theme={theme}
      containerAriaLabel={t('common.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('common.close') }}
    />
  );
}
