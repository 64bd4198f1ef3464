import clsx from 'clsx';
import { AlertTriangle, Pause, Play, RotateCcw, Volume2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/button';
import { Notice } from '@/components/notice';
import { Spinner } from '@/components/spinner';
import { SPEECH_RATES, type ScriptLine, type SpeechRate } from '@/lib/speech';
import { useSpeechPlayer, type SpeechStatus } from '../../hooks/use-speech-player';

interface ListeningPanelProps {
  lines: readonly ScriptLine[];
  audioUrl?: string;
  /** Asked for the transcript because nothing can be played. */
  onShowTranscript: () => void;
  transcriptShown: boolean;
}

function SpeedPicker({ rate, onChange }: { rate: SpeechRate; onChange: (r: SpeechRate) => void }) {
  const { t } = useTranslation();
  return (
    <div
      role="radiogroup"
      aria-label={t('practice.listening.speed')}
      data-testid="listening-speed"
      className="inline-flex rounded-xl bg-white p-0.5 ring-1 ring-slate-200 dark:bg-slate-900 dark:ring-slate-700"
    >
      {SPEECH_RATES.map((r) => (
        <button
          key={r}
          type="button"
          role="radio"
          aria-checked={rate === r}
          data-testid={`listening-speed-${r}`}
          onClick={() => onChange(r)}
          className={clsx(
            'h-8 rounded-[10px] px-2.5 text-xs font-semibold tabular-nums transition-colors',
            rate === r
              ? 'bg-indigo-600 text-white dark:bg-sky-400 dark:text-slate-950'
              : 'text-slate-600 hover:bg-slate-100 dark:text-slate-300 dark:hover:bg-slate-800',
          )}
        >
          {r}×
        </button>
      ))}
    </div>
  );
}

/** The status line's text key (a key, not `t` itself: passing `t` around strains the checker). */
function statusKey(status: SpeechStatus) {
  if (status === 'playing') return 'practice.listening.playing' as const;
  if (status === 'finished') return 'practice.listening.finished' as const;
  if (status === 'loading') return 'practice.listening.loadingVoices' as const;
  return 'practice.listening.ready' as const;
}

/** An <audio> element when the question has a recording; the speed applies to it too. */
function AudioPlayer({ src }: { src: string }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLAudioElement>(null);
  const [rate, setRate] = useState<SpeechRate>(1);
  useEffect(() => {
    if (ref.current) ref.current.playbackRate = rate;
  }, [rate]);
  return (
    <div className="flex flex-wrap items-center gap-3">
      <audio ref={ref} controls src={src} data-testid="practice-audio" className="min-w-0 flex-1">
        {t('practice.listening.title')}
      </audio>
      <SpeedPicker rate={rate} onChange={setRate} />
    </div>
  );
}

/** Listening controls: play / replay / stop, speed, status; a notice when there are no voices. */
export function ListeningPanel({
  lines,
  audioUrl,
  onShowTranscript,
  transcriptShown,
}: ListeningPanelProps) {
  const { t } = useTranslation();
  const player = useSpeechPlayer(lines);
  const shell =
    'rounded-2xl border border-sky-200 bg-sky-50/70 p-4 dark:border-sky-500/25 dark:bg-sky-500/10';
  if (audioUrl) {
    return (
      <div data-testid="listening-panel" className={shell}>
        <AudioPlayer src={audioUrl} />
      </div>
    );
  }
  if (player.status === 'unavailable') {
    return (
      <Notice
        tone="warning"
        testId="listening-unavailable"
        icon={AlertTriangle}
        message={t('practice.listening.noVoices')}
      >
        {!transcriptShown && (
          <Button
            variant="secondary"
            size="sm"
            className="mt-3"
            data-testid="listening-show-transcript"
            onClick={onShowTranscript}
          >
            {t('practice.listening.showTranscript')}
          </Button>
        )}
      </Notice>
    );
  }
  const playing = player.status === 'playing';
  return (
    <div data-testid="listening-panel" data-state={player.status} className={shell}>
      <div className="flex flex-wrap items-center gap-3">
        <Button
          data-testid="listening-play"
          disabled={player.status === 'loading'}
          onClick={playing ? player.stop : player.play}
          aria-pressed={playing}
        >
          {player.status === 'loading' ? (
            <Spinner size="sm" tone="current" />
          ) : playing ? (
            <Pause className="h-4 w-4" aria-hidden />
          ) : player.status === 'finished' ? (
            <RotateCcw className="h-4 w-4" aria-hidden />
          ) : (
            <Play className="h-4 w-4" aria-hidden />
          )}
          {playing
            ? t('practice.listening.stop')
            : player.status === 'finished'
              ? t('practice.listening.replay')
              : t('practice.listening.play')}
        </Button>
        <SpeedPicker rate={player.rate} onChange={player.setRate} />
      </div>
      <p
        role="status"
        data-testid="listening-status"
        className="mt-3 flex items-center gap-2 text-sm text-sky-900 dark:text-sky-100"
      >
        <Volume2 className={clsx('h-4 w-4 shrink-0', playing && 'animate-pulse')} aria-hidden />
        {t(statusKey(player.status), { line: player.line + 1, total: player.total })}
      </p>
    </div>
  );
}
