import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Modal } from '@/components/modal';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  text: string;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  testId?: string;
}

/** A yes / keep-going question over the session (Escape or the backdrop keeps going). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, text, confirmLabel, danger, onConfirm, onCancel, testId } = props;
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      onClose={onCancel}
      title={title}
      closeLabel={t('common.close')}
      testId={testId}
    >
      <p className="text-sm leading-relaxed text-slate-600 dark:text-slate-300">{text}</p>
      <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="secondary" onClick={onCancel} data-testid={testId && `${testId}-cancel`}>
          {t('practice.session.keepGoing')}
        </Button>
        <Button
          variant={danger ? 'danger' : 'primary'}
          onClick={onConfirm}
          data-testid={testId && `${testId}-confirm`}
        >
          {confirmLabel}
        </Button>
      </div>
    </Modal>
  );
}
