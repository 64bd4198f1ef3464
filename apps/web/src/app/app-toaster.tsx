import { TOAST } from '@toeic-ace/contract/rules';
import { useTranslation } from 'react-i18next';
import { Toaster } from 'sonner';
import { useCurrentPreferences } from '@/features/settings/store';
import { useMediaQuery } from '@/lib/use-media-query';

/**
 * Where toasts appear. Loaded after the first paint; a toast raised before it mounts is shown
 * as soon as it does (the toast store keeps the active ones for late subscribers).
 */
export default function AppToaster() {
  const { t } = useTranslation();
  const { theme } = useCurrentPreferences();
  // On a phone the top of the screen holds what a page is about (the flashcard's progress and
  // word, a question's number): toasts go to the bottom there, one at a time, so a burst of them
  // (ratings made in a row) never stacks over it.
  const phone = useMediaQuery(`(max-width: ${TOAST.phoneMaxWidthPx}px)`);
  return (
    <Toaster
      position={phone ? 'bottom-center' : 'top-right'}
      visibleToasts={phone ? 1 : 3}
      // Below the 64 px sticky header: a toast must never sit over its sign-in or menu buttons
      // (hovering a toast also pauses it, so one over a button could stay there).
      offset={{ top: 76, right: 24 }}
      mobileOffset={{ bottom: 16, right: 16, left: 16 }}
      duration={TOAST.defaultDurationMs}
      closeButton
      richColors
      theme={theme}
      containerAriaLabel={t('common.notifications')}
      toastOptions={{ closeButtonAriaLabel: t('common.close') }}
    />
  );
}
