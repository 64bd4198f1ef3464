import { ChevronLeft, ChevronRight, Send } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';

interface SessionControlsProps {
  canPrevious: boolean;
  canNext: boolean;
  canSubmit: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onSubmit: () => void;
}

/** Previous, next and submit, with the keyboard hint on screens that have a keyboard. */
export function SessionControls(props: SessionControlsProps) {
  const { canPrevious, canNext, canSubmit, onPrevious, onNext, onSubmit } = props;
  const { t } = useTranslation();
  return (
    <div>
      <div className="flex items-center gap-2">
        <Button
          variant="secondary"
          data-testid="practice-previous"
          disabled={!canPrevious}
          onClick={onPrevious}
        >
          <ChevronLeft className="h-4 w-4" aria-hidden />
          {t('practice.session.previous')}
        </Button>
        <Button
          variant="secondary"
          data-testid="practice-next"
          disabled={!canNext}
          onClick={onNext}
        >
          {t('practice.session.next')}
          <ChevronRight className="h-4 w-4" aria-hidden />
        </Button>
        <Button
          className="ml-auto"
          data-testid="practice-submit"
          disabled={!canSubmit}
          onClick={onSubmit}
        >
          <Send className="h-4 w-4" aria-hidden />
          {t('practice.session.submit')}
        </Button>
      </div>
      <p className="mt-3 hidden text-xs text-slate-500 dark:text-slate-400 sm:block">
        {t('practice.session.shortcuts')}
      </p>
    </div>
  );
}
