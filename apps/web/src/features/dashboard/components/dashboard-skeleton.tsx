import { useTranslation } from 'react-i18next';

/** As tall as a new learner's score card, so nothing below moves when the card arrives. */
export function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div
      role="status"
      aria-label={t('common.loading')}
      className="h-full min-h-96 animate-pulse lg:min-h-[26rem] rounded-3xl border border-slate-200 bg-white p-7 dark:border-slate-800 dark:bg-slate-900"
    >
      <div className="h-4 w-24 rounded bg-slate-100 dark:bg-slate-800" />
      <div className="mt-5 h-16 w-48 rounded-xl bg-slate-100 dark:bg-slate-800" />
      <div className="mt-6 h-2.5 w-full rounded-full bg-slate-100 dark:bg-slate-800" />
      <div className="mt-8 grid grid-cols-2 gap-4">
        <div className="h-12 rounded-xl bg-slate-100 dark:bg-slate-800" />
        <div className="h-12 rounded-xl bg-slate-100 dark:bg-slate-800" />
      </div>
    </div>
  );
}
