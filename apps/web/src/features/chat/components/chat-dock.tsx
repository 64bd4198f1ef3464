import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useTutorStore } from '@/entities/tutor/store';
import type { ConversationTarget } from '../hooks/use-conversation';
import { contextOfSession, useChatStore } from '../store';
import { ChatPanel } from './chat-panel';
import { FloatingButton } from './floating-button';
import { HistoryDialog } from './history-dialog';

/**
 * The tutor in the app shell: the floating button while a question (or word) is in context, the
 * panel it toggles, and the history dialog. Everything closes when the route changes.
 */
export default function ChatDock() {
  const context = useTutorStore((s) => s.context);
  const asked = useTutorStore((s) => s.asked);
  const open = useTutorStore((s) => s.open);
  const askCount = useTutorStore((s) => s.askCount);
  const resumedId = useChatStore((s) => s.resumedId);
  const [historyOpen, setHistoryOpen] = useState(false);
  const { pathname } = useLocation();
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    useTutorStore.getState().close();
    useChatStore.getState().resume(null);
    setHistoryOpen(false);
  }, [pathname]);

  // Asking about a question leaves a conversation reopened from the history.
  useEffect(() => {
    useChatStore.getState().resume(null);
  }, [askCount]);

  const target: ConversationTarget | null = resumedId
    ? { sessionId: resumedId, context: contextOfSession(resumedId) }
    : asked
      ? { sessionId: null, context: asked }
      : null;

  return (
    <>
      {context && <FloatingButton open={open} onToggle={useTutorStore.getState().toggle} />}
      {open && target && (
        <ChatPanel
          target={target}
          onClose={useTutorStore.getState().close}
          onOpenHistory={() => setHistoryOpen(true)}
        />
      )}
      <HistoryDialog
        open={historyOpen}
        onClose={() => setHistoryOpen(false)}
        onOpenSession={(sessionId) => {
          useChatStore.getState().resume(sessionId);
          useTutorStore.setState({ open: true });
          setHistoryOpen(false);
        }}
      />
    </>
  );
}
