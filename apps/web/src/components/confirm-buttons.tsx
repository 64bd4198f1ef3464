import { Button } from './button';

interface ConfirmButtonsProps {
  /** The destructive action's text, and the way back's. */
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  onCancel: () => void;
  testIds: { confirm: string; cancel: string };
  /** The action is under way: its button spins. */
  busy?: boolean;
}

/** An inline "are you sure?": the destructive action beside a way back, both small. */
export function ConfirmButtons({
  confirm,
  cancel,
  onConfirm,
  onCancel,
  testIds,
  busy,
}: ConfirmButtonsProps) {
  return (
    <div className="flex shrink-0 gap-2">
      <Button
        variant="danger"
        size="sm"
        data-testid={testIds.confirm}
        loading={busy}
        onClick={onConfirm}
      >
        {confirm}
      </Button>
      <Button variant="secondary" size="sm" data-testid={testIds.cancel} onClick={onCancel}>
        {cancel}
      </Button>
    </div>
  );
}
