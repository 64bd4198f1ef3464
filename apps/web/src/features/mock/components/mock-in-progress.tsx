import { useQueryClient } from '@tanstack/react-query';
import type { MockTestDetail } from '@toeic-ace/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { mockTestKey } from '@/entities/mock-test/api/get-mock-test';
import { MOCK_TESTS_KEY } from '@/entities/mock-test/api/list-mock-tests';
import { notify } from '@/lib/notify';
import { startMockSection } from '../api/start-mock-section';
import { submitMockTest } from '../api/submit-mock-test';
import { remainingMs, timeScaleOf } from '../clock';
import { useMockAnswers } from '../hooks/use-mock-answers';
import { useServerClock } from '../hooks/use-server-clock';
import { loadListened, saveListened } from '../local-state';
import { ListeningSection } from './listening-section';
import { ReadingSection } from './reading-section';

/**
 * A running test: ready until 开始听力 starts its clock, listening until its audio or its time
 * is over, then reading until submitted. A section start answers the test with its new ends.
 * Its own chunk (mock-run.tsx), fetched while the test loads.
 */
export default function MockInProgress(props: { mock: MockTestDetail; receivedAt: number }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [{ mock, receivedAt }, setCurrent] = useState(props);
  const now = useServerClock(mock.serverNow, receivedAt);
  const scale = useMemo(() => timeScaleOf(mock), [mock]);
  const { answers, choose, flags, toggleFlag } = useMockAnswers(mock);
  const [listened, setListened] = useState(() => loadListened(mock.id));
  const [submitting, setSubmitting] = useState(false);
  const submitted = useRef(false);

  const started = mock.listeningStartedAt !== null;
  // Before the start the whole listening time is still ahead.
  const listeningLeft = started
    ? remainingMs(mock.listeningEndsAt, now)
    : Date.parse(mock.listeningEndsAt) - Date.parse(mock.createdAt);
  const readingLeft = remainingMs(mock.readingEndsAt, now);
  const inListening = !listened && listeningLeft > 0;

  const startSection = useCallback(
    async (section: 'listening' | 'reading') => {
      const detail = await startMockSection(mock.id, section);
      setCurrent({ mock: detail, receivedAt: Date.now() });
      queryClient.setQueryData(mockTestKey(mock.id), detail);
    },
    [mock.id, queryClient],
  );

  /** 开始听力: the clock starts on the server first; false when that failed. */
  const startListening = useCallback(async () => {
    if (started) return true;
    try {
      await startSection('listening');
      return true;
    } catch {
      notify.error(t('mock.errors.startFailed'));
      return false;
    }
  }, [started, startSection, t]);

  // The audio has played: listening ends for good now, and reading gets its own full time.
  const finishListening = useCallback(() => {
    saveListened(mock.id);
    setListened(true);
    void (async () => {
      for (let attempt = 0; attempt < 3; attempt++) {
        try {
          return await startSection('reading');
        } catch {
          await new Promise((done) => setTimeout(done, 1000 * (attempt + 1)));
        }
      }
      notify.error(t('mock.errors.startFailed'));
    })();
  }, [mock.id, startSection, t]);

  const submit = useCallback(async () => {
    if (submitted.current) return;
    submitted.current = true;
    setSubmitting(true);
    try {
      await submitMockTest(mock.id);
    } catch {
      notify.error(t('mock.errors.loadFailed'));
      submitted.current = false;
    } finally {
      setSubmitting(false);
      await queryClient.invalidateQueries({ queryKey: MOCK_TESTS_KEY });
      await queryClient.invalidateQueries({ queryKey: mockTestKey(mock.id) });
    }
  }, [mock.id, queryClient, t]);

  // At zero the test is submitted (the server would do it on the next call anyway).
  useEffect(() => {
    if (readingLeft === 0) void submit();
  }, [readingLeft, submit]);

  if (inListening) {
    return (
      <ListeningSection
        mockId={mock.id}
        questions={mock.questions}
        scale={scale}
        remainingMs={listeningLeft}
        answers={answers}
        onChoose={choose}
        onStart={startListening}
        onFinished={finishListening}
      />
    );
  }
  return (
    <ReadingSection
      questions={mock.questions}
      remainingMs={readingLeft}
      scale={scale}
      answers={answers}
      flags={flags}
      onChoose={choose}
      onToggleFlag={toggleFlag}
      onSubmit={() => void submit()}
      submitting={submitting}
    />
  );
}
