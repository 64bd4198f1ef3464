import { useTranslation } from 'react-i18next';

interface ResultStatsProps {
  correct: number;
  wrong: number;
  total: number;
  unanswered: number;
  seconds: number;
}

/** Correct / wrong / total, unanswered and the duration in minutes. */
export function ResultStats({ correct, wrong, total, unanswered, seconds }: ResultStatsProps) {
  const { t, i18n } = useTranslation();
  const minutes = new Intl.NumberFormat(i18n.language, { maximumFractionDigits: 1 }).format(
    Math.round(seconds / 6) / 10,
  );
  const items = [
    {
      key: 'correct',
      label: t('practice.results.correct'),
      value: correct,
      tone: 'text-emerald-600 dark:text-emerald-400',
    },
    {
      key: 'wrong',
      label: t('practice.results.wrong'),
      value: wrong,
      tone: 'text-rose-600 dark:text-rose-400',
    },
    {
      key: 'total',
      label: t('practice.results.total'),
      value: total,
      tone: 'text-slate-900 dark:text-white',
    },
    {
      key: 'unanswered',
      label: t('practice.results.unanswered'),
      value: unanswered,
      tone: 'text-slate-500 dark:text-slate-300',
    },
    {
      key: 'duration',
      label: t('practice.results.duration'),
      value: t('practice.results.minutes', { value: minutes }),
      tone: 'text-indigo-700 dark:text-sky-300',
    },
  ];
  return (
    <dl className="mt-8 grid grid-cols-2 gap-3 sm:grid-cols-5">
      {items.map((item) => (
        <div
          key={item.key}
          className="rounded-2xl bg-slate-50 px-3 py-3 last:col-span-2 sm:last:col-span-1 dark:bg-slate-800/60"
        >
          <dt className="text-xs text-slate-500 dark:text-slate-400">{item.label}</dt>
          <dd
            data-testid={`practice-result-${item.key}`}
            className={`mt-1 text-xl font-bold tabular-nums ${item.tone}`}
          >
            {item.value}
          </dd>
        </div>
      ))}
    </dl>
  );
}
