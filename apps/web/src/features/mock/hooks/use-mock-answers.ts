import { useQueryClient } from '@tanstack/react-query';
import type { MockTestDetail } from '@toeic-ace/contract';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mockTestKey } from '@/entities/mock-test/api/get-mock-test';
import { isApiClientError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { answerMockTest } from '../api/answer-mock-test';
import { loadFlags, saveFlags } from '../local-state';

/**
 * The learner's answers (shown at once, saved to the server in the background) and flags. A
 * refused answer (section over, test submitted) is taken back and the test reloaded, so the
 * screen follows the server.
 */
/** The 409s of an answer, in the learner's language; each means the test moved on. */
const CONFLICT_TEXTS: Record<string, `mock.errors.${string}`> = {
  SECTION_CLOSED: 'mock.errors.sectionClosed',
  MOCK_TEST_SUBMITTED: 'mock.errors.submitted',
  LISTENING_NOT_FINISHED: 'mock.errors.listeningOpen',
  MOCK_TEST_NOT_STARTED: 'mock.errors.notStarted',
};

export function useMockAnswers(mock: MockTestDetail) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [answers, setAnswers] = useState<Map<string, number | null>>(
    () => new Map(mock.answers.map((a) => [a.questionId, a.answer])),
  );
  const [flags, setFlags] = useState<Set<string>>(() => new Set(loadFlags(mock.id)));

  const choose = useCallback(
    (questionId: string, answer: number | null) => {
      let previous: number | null = null;
      setAnswers((current) => {
        previous = current.get(questionId) ?? null;
        return new Map(current).set(questionId, answer);
      });
      answerMockTest(mock.id, questionId, answer).catch((error: unknown) => {
        setAnswers((current) => new Map(current).set(questionId, previous));
        const code = isApiClientError(error) ? error.code : null;
        const text = code ? CONFLICT_TEXTS[code] : undefined;
        if (text) {
          notify.error(t(text as 'mock.errors.sectionClosed'));
          void queryClient.invalidateQueries({ queryKey: mockTestKey(mock.id) });
        } else {
          notify.error(t('mock.errors.answerFailed'));
        }
      });
    },
    [mock.id, queryClient, t],
  );

  const toggleFlag = useCallback(
    (questionId: string) => {
      setFlags((current) => {
        const next = new Set(current);
        if (!next.delete(questionId)) next.add(questionId);
        saveFlags(mock.id, [...next]);
        return next;
      });
    },
    [mock.id],
  );

  return { answers, choose, flags, toggleFlag };
}
