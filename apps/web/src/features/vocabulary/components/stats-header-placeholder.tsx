/**
 * Holds the figures' place while they load, the same height as the header without the
 * recent-words line, so the search, the form and the list below do not jump when they arrive.
 */
export function StatsHeaderPlaceholder() {
  return (
    <div className="space-y-4" aria-hidden data-testid="vocabulary-stats-placeholder">
      <div className="grid grid-cols-3 gap-3">
        {[0, 1, 2].map((n) => (
          <div
            key={n}
            className="h-[86px] animate-pulse rounded-2xl border border-slate-200 bg-slate-100 dark:border-slate-800 dark:bg-slate-900"
          />
        ))}
      </div>
      <div className="h-8" />
    </div>
  );
}
