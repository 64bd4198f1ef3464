import { useQueryClient } from '@tanstack/react-query';
import { MOCK_KINDS, type MockKind } from '@toeic-ace/contract/rules';
import { ClipboardCheck, Timer } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { Button, buttonClass } from '@/components/button';
import { mockTestKey } from '@/entities/mock-test/api/get-mock-test';
import { MOCK_TESTS_KEY, useMockTests } from '@/entities/mock-test/api/list-mock-tests';
import { MockHistoryList } from '@/entities/mock-test/mock-history-list';
import { isApiClientError } from '@/lib/api-error';
import { notify } from '@/lib/notify';
import { warmUpSpeech } from '@/lib/speech-support';
import { createMockTest } from '../api/create-mock-test';
import { PageHeader } from '@/components/page-header';

/** `/mock`: choose a full or half test, continue a running one, and past results. */
export function MockPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const tests = useMockTests();
  const [starting, setStarting] = useState<MockKind | null>(null);
  const running = tests.data?.tests.find((test) => test.status !== 'submitted');

  const start = async (kind: MockKind) => {
    setStarting(kind);
    warmUpSpeech();
    try {
      const mock = await createMockTest(kind);
      queryClient.setQueryData(mockTestKey(mock.id), mock);
      await queryClient.invalidateQueries({ queryKey: MOCK_TESTS_KEY });
      void navigate(`/mock/${encodeURIComponent(mock.id)}`);
    } catch (error) {
      // One unfinished form at a time: the learner is taken to the open one.
      const open = isApiClientError(error) && error.code === 'MOCK_TEST_IN_PROGRESS';
      const openId = open ? (error.details as { id?: unknown } | undefined)?.id : undefined;
      if (typeof openId === 'string') {
        notify.error(t('mock.errors.inProgress'));
        await queryClient.invalidateQueries({ queryKey: MOCK_TESTS_KEY });
        void navigate(`/mock/${encodeURIComponent(openId)}`);
        return;
      }
      notify.error(
        isApiClientError(error) && error.code === 'NOT_ENOUGH_QUESTIONS'
          ? t('mock.errors.notEnough')
          : t('mock.errors.createFailed'),
      );
      setStarting(null);
    }
  };

  return (
    <div data-testid="mock-page" className="space-y-5 sm:space-y-6">
      <PageHeader size="md" title={t('mock.title')} subtitle={t('mock.subtitle')} />

      {running && (
        <div
          data-testid="mock-running"
          className="flex flex-wrap items-center gap-3 rounded-3xl border border-amber-300 bg-amber-50 p-4 dark:border-amber-500/40 dark:bg-amber-500/10"
        >
          <Timer className="h-5 w-5 text-amber-700 dark:text-amber-300" aria-hidden />
          <p className="flex-1 text-sm font-medium text-amber-900 dark:text-amber-100">
            {t('mock.resume.title')} · {t(`mock.kinds.${running.kind}`)}
          </p>
          <Link
            to={`/mock/${encodeURIComponent(running.id)}`}
            className={buttonClass('primary', 'sm')}
            data-testid="mock-resume"
          >
            {t('mock.resume.action')}
          </Link>
        </div>
      )}

      <div className="grid gap-4 sm:grid-cols-2">
        {MOCK_KINDS.map((kind) => (
          <section
            key={kind}
            data-testid={`mock-kind-${kind}`}
            className="flex flex-col gap-3 rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900"
          >
            <ClipboardCheck className="h-7 w-7 text-indigo-600 dark:text-sky-400" aria-hidden />
            <h2 className="text-lg font-bold text-slate-900 dark:text-white">
              {t(`mock.kinds.${kind}`)}
            </h2>
            <p className="flex-1 text-sm text-slate-600 dark:text-slate-300">
              {t(`mock.details.${kind}`)}
            </p>
            <Button
              onClick={() => void start(kind)}
              loading={starting === kind}
              disabled={starting !== null || Boolean(running)}
              data-testid={`mock-start-${kind}`}
            >
              {starting === kind ? t('mock.starting') : t('mock.start')}
            </Button>
          </section>
        ))}
      </div>

      <section className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <h2 className="text-base font-bold text-slate-900 dark:text-white">
          {t('mock.rules.title')}
        </h2>
        <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-600 dark:text-slate-300">
          <li>{t('mock.rules.audio')}</li>
          <li>{t('mock.rules.clock')}</li>
          <li>{t('mock.rules.submit')}</li>
        </ul>
      </section>

      <section className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-6 dark:border-slate-800 dark:bg-slate-900">
        <h2 className="mb-2 text-base font-bold text-slate-900 dark:text-white">
          {t('mock.history.title')}
        </h2>
        {tests.data && <MockHistoryList tests={tests.data.tests} />}
      </section>
    </div>
  );
}
