import { AlertCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The panel's dismissible error box. */
export function ErrorBox({ message, onDismiss }: { message: string; onDismiss: () => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      data-testid="chat-error"
      className="mx-3 mt-3 flex items-start gap-2 rounded-xl border border-rose-200 bg-rose-50 px-3 py-2 text-sm text-rose-800 dark:border-rose-500/30 dark:bg-rose-500/10 dark:text-rose-200"
    >
      <AlertCircle className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
      <p className="flex-1">{message}</p>
      <button
        type="button"
        data-testid="chat-error-dismiss"
        onClick={onDismiss}
        className="shrink-0 font-medium underline-offset-2 hover:underline"
      >
        {t('common.close')}
      </button>
    </div>
  );
}
