import { WordCapture } from '@/entities/vocabulary-word/components/word-capture';
import type { LocalPracticeSession } from '@/entities/practice-session/types';
import { ResultsView } from './results/results-view';
import { SessionView } from './session/session-view';

interface PracticeRunProps {
  session: LocalPracticeSession;
  /** The set is being answered (else it is over and its results show). */
  answering: boolean;
  reviewPath?: (serverSessionId: string) => string;
  onAgain: () => void;
}

/**
 * A set being answered, or its results. Its own chunk (practice-page.tsx): the page's first paint
 * is the setup, which needs none of the question, speech and selection code.
 */
export default function PracticeRun({ session, answering, reviewPath, onAgain }: PracticeRunProps) {
  // Select text → 添加到生词本: the question, its passage and transcript at any time, its
  // options once answered (option-list.tsx), and anything on the results.
  if (answering) {
    const question = session.questions[session.currentIndex];
    return (
      <WordCapture sourceType="practice" sourceId={question?.id ?? null}>
        <SessionView session={session} />
      </WordCapture>
    );
  }
  return (
    <WordCapture sourceType="practice" sourceId={session.serverSessionId ?? null} asContainer>
      <ResultsView session={session} reviewPath={reviewPath} onAgain={onAgain} />
    </WordCapture>
  );
}
