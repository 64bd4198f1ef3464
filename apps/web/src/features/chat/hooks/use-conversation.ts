import { CHAT } from '@toeic-ace/contract/rules';
import type { ChatMessage, ChatSessionDetail } from '@toeic-ace/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TutorContext } from '@/entities/tutor/store';
import { isApiClientError } from '@/lib/api-error';
import { interfaceLanguage } from '@/lib/i18n';
import { createChatSession } from '../api/create-session';
import { getChatSession } from '../api/get-session';
import { chatKeys } from '../api/keys';
import { sendChatMessage } from '../api/send-message';
import { chatErrorText, isNotConfigured } from '../error-text';
import { canSend, truncate } from '../input-rules';
import { sessionForContext, useChatStore } from '../store';
import { useOlderMessages } from './use-older-messages';

/** What the panel discusses: a context (find or start its session) and/or a session to continue. */
export interface ConversationTarget {
  context: TutorContext | null;
  sessionId: string | null;
}

export interface ViewMessage extends Pick<ChatMessage, 'id' | 'role' | 'content' | 'interrupted'> {
  /** The reply still arriving. */
  streaming?: boolean;
}

export type Phase = 'loading' | 'ready' | 'streaming' | 'none';

const titleOf = (context: TutorContext) =>
  context.kind === 'question'
    ? truncate(context.question.question, CHAT.questionPreviewLength)
    : context.word.word;

/** The context fields a send carries: the question, or the word of a vocabulary session. */
function contextFields(context: TutorContext | null) {
  if (!context) return {};
  if (context.kind === 'question') return { questionContext: context.question };
  const { word, meanings, context: sentence } = context.word;
  return { wordContext: { word, meanings, ...(sentence ? { context: sentence } : {}) } };
}

let pendingIds = 0;

/**
 * One conversation with the tutor: opens (or creates) the session for the target, sends
 * messages and streams the replies in, and stops a reply on request.
 */
export function useConversation(target: ConversationTarget | null, enabled: boolean) {
  const { t, i18n } = useTranslation();
  const queryClient = useQueryClient();
  const [session, setSession] = useState<ChatSessionDetail | null>(null);
  const [messages, setMessages] = useState<ViewMessage[]>([]);
  const [phase, setPhase] = useState<Phase>('none');
  const [error, setError] = useState<string | null>(null);
  const [notConfigured, setNotConfigured] = useState(false);
  const streamRef = useRef<AbortController | null>(null);
  const contextRef = useRef<TutorContext | null>(null);
  contextRef.current = target?.context ?? null;

  const targetKey = target
    ? `${target.sessionId ?? ''}|${target.context ? JSON.stringify(target.context) : ''}`
    : '';

  useEffect(() => {
    streamRef.current?.abort();
    setSession(null);
    setMessages([]);
    setError(null);
    if (!enabled || !target) return setPhase('none');
    let cancelled = false;
    const controller = new AbortController();
    setPhase('loading');
    const open = async (): Promise<ChatSessionDetail> => {
      const known = target.sessionId ?? (target.context ? sessionForContext(target.context) : null);
      if (known) {
        try {
          return await getChatSession(known, controller.signal);
        } catch (failure) {
          // A remembered session deleted since (or from another account): start a new one.
          const gone = isApiClientError(failure) && failure.status === 404;
          if (!gone || target.sessionId || !target.context) throw { load: failure };
          useChatStore.getState().forget(known);
        }
      }
      const context = target.context!;
      try {
        const created = await createChatSession({
          contextType: context.kind,
          contextId: context.kind === 'question' ? context.question.id : context.word.id,
          title: titleOf(context),
        });
        useChatStore.getState().remember(created.id, context);
        void queryClient.invalidateQueries({ queryKey: chatKeys.history() });
        return await getChatSession(created.id, controller.signal);
      } catch (failure) {
        throw { init: failure };
      }
    };
    open().then(
      (detail) => {
        if (cancelled) return;
        if (target.context) useChatStore.getState().remember(detail.id, target.context);
        setSession(detail);
        setMessages(detail.messages);
        setPhase('ready');
      },
      (failure: { load?: unknown; init?: unknown }) => {
        if (cancelled) return;
        const loadFailed = 'load' in failure;
        const cause = loadFailed ? failure.load : failure.init;
        setError(chatErrorText(cause, t(loadFailed ? 'chat.errors.load' : 'chat.errors.init')));
        setPhase('none');
      },
    );
    return () => {
      cancelled = true;
      controller.abort();
    };
    // The key stands for the target's content; the target object itself changes every render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [targetKey, enabled, queryClient, t]);

  useEffect(() => () => streamRef.current?.abort(), []);

  const send = useCallback(
    async (text: string): Promise<boolean> => {
      // The ref, not only the rendered phase: two sends in one tick still make one request.
      const busy = phase !== 'ready' || streamRef.current !== null;
      if (!session || !canSend(text, busy)) return false;
      const controller = new AbortController();
      streamRef.current = controller;
      const userId = `pending-${++pendingIds}`;
      const replyId = `pending-${++pendingIds}`;
      setError(null);
      setPhase('streaming');
      setMessages((list) => [
        ...list,
        { id: userId, role: 'user', content: text, interrupted: false },
        { id: replyId, role: 'assistant', content: '', interrupted: false, streaming: true },
      ]);
      const patchReply = (patch: (m: ViewMessage) => ViewMessage) =>
        setMessages((list) => list.map((m) => (m.id === replyId ? patch(m) : m)));
      try {
        const language = interfaceLanguage(i18n.language);
        const stored = await sendChatMessage(
          session.id,
          { message: text, languageInstruction: language, ...contextFields(contextRef.current) },
          (delta) => patchReply((m) => ({ ...m, content: m.content + delta })),
          controller.signal,
        );
        setMessages((list) => [
          ...list.filter((m) => m.id !== userId && m.id !== replyId),
          stored.userMessage,
          stored.assistantMessage,
        ]);
        return true;
      } catch (failure) {
        if (controller.signal.aborted) {
          // The server keeps what was written so far, marked interrupted; show it the same way.
          patchReply((m) => ({ ...m, streaming: false, interrupted: true }));
          return true;
        }
        setMessages((list) => list.filter((m) => m.id !== userId && m.id !== replyId));
        if (isNotConfigured(failure)) setNotConfigured(true);
        setError(chatErrorText(failure, t('chat.errors.send')));
        return false;
      } finally {
        if (streamRef.current === controller) streamRef.current = null;
        setPhase((p) => (p === 'streaming' ? 'ready' : p));
        void queryClient.invalidateQueries({ queryKey: chatKeys.history() });
      }
    },
    [session, phase, i18n, t, queryClient],
  );

  const stop = useCallback(() => streamRef.current?.abort(), []);
  const older = useOlderMessages(session);

  return {
    session,
    /** Earlier pages read so far, then the newest page and this visit's exchanges. */
    messages: older.messages.length ? [...older.messages, ...messages] : messages,
    older,
    phase,
    error,
    notConfigured,
    dismissError: () => setError(null),
    send,
    stop,
  };
}
