import type { Question } from '@toeic-ace/contract';
import clsx from 'clsx';
import { Square, Volume2 } from 'lucide-react';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { wordCaptureTarget } from '@/entities/vocabulary-word/selection';
import { Button } from '@/components/button';
import { buildScript, parseTranscript } from '@/lib/speech';
import { useSpeechReplay } from '../hooks/use-speech-replay';

/** The listening script, readable, and replayable with the browser's speech synthesis. */
export function TranscriptPanel({ question }: { question: Question }) {
  const { t } = useTranslation();
  const shown = useMemo(() => parseTranscript(question.transcript ?? ''), [question.transcript]);
  const script = useMemo(() => buildScript(question), [question]);
  const replay = useSpeechReplay(script);
  // Line numbers of what is spoken and what is shown match while the transcript lines come first.
  const speaking = replay.playing ? replay.line : -1;
  return (
    <section
      data-testid="review-transcript"
      className="rounded-2xl border border-indigo-100 bg-indigo-50/50 p-4 dark:border-indigo-500/20 dark:bg-indigo-500/5"
    >
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-indigo-900 dark:text-indigo-100">
          {t('review.detail.transcript')}
        </h3>
        {replay.supported ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => (replay.playing ? replay.stop() : void replay.play())}
            data-testid="review-replay"
            aria-pressed={replay.playing}
          >
            {replay.playing ? (
              <Square className="h-3.5 w-3.5" aria-hidden />
            ) : (
              <Volume2 className="h-4 w-4" aria-hidden />
            )}
            {replay.playing ? t('review.detail.stop') : t('review.detail.replay')}
          </Button>
        ) : (
          <span className="text-xs text-slate-500 dark:text-slate-400">
            {t('review.detail.noSpeech')}
          </span>
        )}
      </div>
      <div {...wordCaptureTarget} className="mt-3 space-y-1.5 text-sm leading-relaxed">
        {shown.map((line, i) => (
          <p
            key={i}
            className={clsx(
              'rounded-lg px-2 py-0.5 transition-colors',
              speaking === i
                ? 'bg-indigo-100 text-indigo-950 dark:bg-indigo-500/25 dark:text-white'
                : 'text-slate-800 dark:text-slate-200',
            )}
          >
            {line.speaker && (
              <span className="mr-1.5 font-semibold text-indigo-700 dark:text-sky-300">
                {line.speaker}:
              </span>
            )}
            {line.text}
          </p>
        ))}
      </div>
    </section>
  );
}
