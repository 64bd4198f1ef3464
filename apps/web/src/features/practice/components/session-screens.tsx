import { WordCapture } from '@/entities/vocabulary-word/components/word-capture';
import type { LocalPracticeSession } from '@/entities/practice-session/types';
import { ResultsView } from './results/results-view';
import { SessionView } from './session/session-view';

// Select text → 添加到生词本: the question, its passage and transcript at any time, its options
// once answered (option-list.tsx), and anything on the results.

/** The running set, in its own chunk: the setup is what `/practice` first shows. */
export function SessionScreen({ session }: { session: LocalPracticeSession }) {
  const question = session.questions[session.currentIndex];
  return (
    <WordCapture sourceType="practice" sourceId={question?.id ?? null}>
      <SessionView session={session} />
    </WordCapture>
  );
}

/** The finished set's results, in the same chunk as the session that leads to them. */
export function ResultsScreen({
  session,
  reviewPath,
  onAgain,
}: {
  session: LocalPracticeSession;
  reviewPath?: (serverSessionId: string) => string;
  onAgain: () => void;
}) {
  return (
    <WordCapture sourceType="practice" sourceId={session.serverSessionId ?? null} asContainer>
      <ResultsView session={session} reviewPath={reviewPath} onAgain={onAgain} />
    </WordCapture>
  );
}
