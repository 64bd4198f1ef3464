import { Bot } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { useTutorStore, type TutorContext } from './store';

/** "Ask the AI tutor" about this question or word: opens the chat panel on it. */
export function AskTutorButton({ context }: { context: TutorContext }) {
  const { t } = useTranslation();
  const ask = useTutorStore((s) => s.ask);
  return (
    <Button variant="secondary" size="sm" data-testid="ask-tutor" onClick={() => ask(context)}>
      <Bot className="h-4 w-4" aria-hidden />
      {t('chat.ask')}
    </Button>
  );
}
