import { useTranslation } from 'react-i18next';
import { Card } from '@/components/card';
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
    <Card
      tone="muted"
      as="div"
      testId="practice-transcript"
      className="text-sm leading-relaxed"
      level={3}
      title={t('practice.listening.transcript')}
    >
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
    </Card>
  );
}
