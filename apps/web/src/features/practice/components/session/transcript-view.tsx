import { useTranslation } from 'react-i18next';
import { wordCaptureTarget } from '@/entities/vocabulary-word/selection';
import type { ScriptLine } from '@/lib/speech';

/** The listening script, one speaker line per row; the line being spoken is highlighted. */
export function TranscriptView({
  lines,
  active = -1,
}: {
  lines: readonly ScriptLine[];
  active?: number;
}) {
  const { t } = useTranslation();
  return (
    <div
      data-testid="practice-transcript"
      className="rounded-2xl bg-slate-50 p-4 text-sm leading-relaxed dark:bg-slate-800/60"
    >
      <h3 className="mb-2 text-xs font-semibold tracking-wide text-slate-500 uppercase dark:text-slate-400">
        {t('practice.listening.transcript')}
      </h3>
      <ol {...wordCaptureTarget} className="space-y-1.5">
        {lines.map((line, i) => (
          <li
            key={i}
            className={
              i === active
                ? 'rounded-lg bg-sky-100 px-2 py-0.5 text-slate-900 dark:bg-sky-500/20 dark:text-white'
                : 'px-2 py-0.5 text-slate-700 dark:text-slate-200'
            }
          >
            {line.speaker && (
              <span className="mr-1.5 font-semibold text-indigo-700 dark:text-sky-300">
                {line.speaker}:
              </span>
            )}
            {line.text}
          </li>
        ))}
      </ol>
    </div>
  );
}
