import { PART_KEYS } from '@toeic-ace/contract/rules';
import type { MockTestDetail } from '@toeic-ace/contract';
import { ArrowLeft, BookOpenCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { buttonClass } from '@/components/button';
import { usePracticeStats } from '@/entities/practice-session/api/get-stats';
import { formatDuration } from '@/entities/practice-session/format';

function SectionScore({
  label,
  score,
  testId,
}: {
  label: string;
  score: NonNullable<MockTestDetail['result']>['listening'];
  testId: string;
}) {
  const { t } = useTranslation();
  return (
    <div data-testid={testId} className="rounded-2xl bg-slate-50 p-4 dark:bg-slate-800/60">
      <p className="text-sm text-slate-500 dark:text-slate-400">{label}</p>
      <p className="mt-1 text-3xl font-extrabold text-slate-900 tabular-nums dark:text-white">
        {score.scaled}
      </p>
      <p className="mt-1 text-xs text-slate-500 tabular-nums dark:text-slate-400">
        {t('mock.results.range', score.range)} · {t('mock.results.raw', score)}
      </p>
    </div>
  );
}

const percent = (correct: number, total: number) =>
  total > 0 ? `${Math.round((correct / total) * 100)}%` : '--';

/** Scaled LC / RC with ranges, the total, and each part against the practice average. */
export function MockResults({ mock }: { mock: MockTestDetail }) {
  const { t } = useTranslation();
  const stats = usePracticeStats();
  const result = mock.result;
  if (!result) return null;
  return (
    <div data-testid="mock-results" className="space-y-5">
      <header className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7 dark:border-slate-800 dark:bg-slate-900">
        <p className="text-sm font-semibold text-slate-500 dark:text-slate-400">
          {t('mock.results.title')} · {t(`mock.kinds.${mock.kind}`)}
        </p>
        <div className="mt-3 flex flex-wrap items-end gap-x-8 gap-y-4">
          <div>
            <p className="text-sm text-slate-500 dark:text-slate-400">{t('mock.results.total')}</p>
            <p
              data-testid="mock-total"
              className="text-6xl leading-none font-extrabold tracking-tight text-indigo-700 tabular-nums dark:text-sky-300"
            >
              {result.total}
            </p>
            <p className="mt-1 text-sm text-slate-500 tabular-nums dark:text-slate-400">
              {t('mock.results.range', result.totalRange)}
            </p>
          </div>
          <div className="grid min-w-0 flex-1 basis-full grid-cols-2 gap-3 sm:basis-0">
            <SectionScore
              label={t('mock.results.listening')}
              score={result.listening}
              testId="mock-lc"
            />
            <SectionScore
              label={t('mock.results.reading')}
              score={result.reading}
              testId="mock-rc"
            />
          </div>
        </div>
        <p className="mt-4 text-xs leading-relaxed text-slate-500 dark:text-slate-400">
          {t('mock.results.rangeNote')}
        </p>
        <div className="mt-5 flex flex-wrap gap-2">
          <Link
            to={`/review/mock/${encodeURIComponent(mock.id)}`}
            className={buttonClass('primary')}
            data-testid="mock-review-link"
          >
            <BookOpenCheck className="h-4 w-4" aria-hidden />
            {t('mock.results.review')}
          </Link>
          <Link to="/mock" className={buttonClass('secondary')} data-testid="mock-back">
            <ArrowLeft className="h-4 w-4" aria-hidden />
            {t('mock.results.back')}
          </Link>
        </div>
      </header>

      <section className="rounded-3xl border border-slate-200 bg-white p-5 shadow-sm sm:p-7 dark:border-slate-800 dark:bg-slate-900">
        <h2 className="text-base font-bold text-slate-900 dark:text-white">
          {t('mock.results.parts')}
        </h2>
        <div className="mt-3 overflow-x-auto">
          <table data-testid="mock-parts" className="w-full text-sm">
            <thead className="text-left align-bottom text-xs text-slate-500 dark:text-slate-400">
              <tr>
                <th className="py-2 pr-2 font-medium">{t('mock.results.part')}</th>
                <th className="py-2 pr-2 font-medium">{t('mock.results.correct')}</th>
                <th className="py-2 pr-2 font-medium">{t('mock.results.accuracy')}</th>
                <th className="py-2 pr-2 font-medium">{t('mock.results.practiceAverage')}</th>
                <th className="py-2 pr-2 font-medium">{t('mock.results.time')}</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 tabular-nums dark:divide-slate-800">
              {result.parts.map((p) => {
                const key = PART_KEYS[p.part - 1]!;
                const practice = stats.data?.byPart[key].accuracy;
                return (
                  <tr key={p.part} data-testid={`mock-part-${p.part}`}>
                    <td className="py-2 pr-2 font-medium text-slate-900 dark:text-white">
                      {/* On a phone the part number alone, so all five columns fit. */}
                      <span className="sm:hidden">Part {p.part}</span>
                      <span className="hidden sm:inline">
                        {t('session.partName', { part: p.part, name: t(`parts.${key}.name`) })}
                      </span>
                    </td>
                    <td className="py-2">
                      {p.correct} / {p.total}
                    </td>
                    <td className="py-2 font-semibold">{percent(p.correct, p.total)}</td>
                    <td className="py-2 text-slate-500 dark:text-slate-400">
                      {practice === null || practice === undefined
                        ? t('mock.results.none')
                        : `${Math.round(practice)}%`}
                    </td>
                    <td className="py-2">{formatDuration(p.seconds)}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      </section>
    </div>
  );
}
