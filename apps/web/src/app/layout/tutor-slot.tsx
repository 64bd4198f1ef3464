import { useTutorStore } from '@/entities/tutor/store';
import { optionalLazy } from '@/lib/optional-lazy';

const ChatDock = optionalLazy(() => import('@/features/chat/components/chat-dock'));

/** The AI tutor, loaded once a question or word is first in context or the panel is asked for. */
export function TutorSlot() {
  const wanted = useTutorStore((s) => s.context !== null || s.open);
  if (!wanted) return null;
  return <ChatDock />;
}
