import type { MockQuestion } from '@toeic-ace/contract';
import { buildScript, parseTranscript, type ScriptLine } from '@/lib/speech-script';
import { LISTENING_DIRECTIONS, PART_DIRECTIONS } from './directions';

/** Seconds to mark an answer after each question, as on the real test. */
export const ANSWER_PAUSE_SECONDS = { short: 5, set: 8 } as const;

export type ListeningStep =
  | { kind: 'directions'; lines: ScriptLine[]; text: string }
  | { kind: 'part'; part: 1 | 2 | 3 | 4; lines: ScriptLine[]; text: string }
  | {
      kind: 'unit';
      part: number;
      questions: MockQuestion[];
      lines: ScriptLine[];
      /** Silence after the audio, for marking the answers. */
      pauseMs: number;
    };

/**
 * How long a spoken line may take before the test moves on without its `end` event (some
 * speech services never send it): about 14 characters a second at 1×, plus a quarter and half
 * a second. Tighter than practice's fallback, because in a test a stalled line costs the
 * learner time; if the voice is slower, the next line only queues behind it.
 */
export const mockLineFallbackMs = (text: string) =>
  Math.max(1_500, Math.round((text.length / 14) * 1_000 * 1.25 + 500));

const narrator = (text: string): ScriptLine => ({ speaker: null, text });

/** Questions in order, a set's members together (they share a groupId and stand in a row). */
export function listeningUnits(questions: readonly MockQuestion[]): MockQuestion[][] {
  const units: MockQuestion[][] = [];
  for (const q of questions) {
    if (q.part > 4) continue;
    const last = units.at(-1);
    const sameSet = last && q.groupId !== null && last[0]!.groupId === q.groupId;
    if (sameSet) last.push(q);
    else units.push([q]);
  }
  return units;
}

/**
 * The listening section as a sequence: the section's directions, then each part's directions
 * and its questions. Parts 1–2 speak "Number n.", the script and the options, then pause;
 * Parts 3–4 speak the conversation or talk, then each printed question, then pause for the set.
 * `scale` shortens the pauses alongside a shortened test clock.
 */
export function listeningPlan(questions: readonly MockQuestion[], scale = 1): ListeningStep[] {
  const steps: ListeningStep[] = [
    { kind: 'directions', text: LISTENING_DIRECTIONS, lines: [narrator(LISTENING_DIRECTIONS)] },
  ];
  let part = 0;
  for (const unit of listeningUnits(questions)) {
    const first = unit[0]!;
    if (first.part !== part) {
      part = first.part;
      const text = PART_DIRECTIONS[part as 1 | 2 | 3 | 4];
      steps.push({ kind: 'part', part: part as 1 | 2 | 3 | 4, text, lines: [narrator(text)] });
    }
    if (part <= 2) {
      steps.push({
        kind: 'unit',
        part,
        questions: unit,
        lines: [
          narrator(`Number ${first.number}.`),
          ...buildScript({ ...first, category: `part${part}` }),
        ],
        pauseMs: ANSWER_PAUSE_SECONDS.short * 1000 * scale,
      });
    } else {
      const last = unit.at(-1)!;
      const kind = part === 3 ? 'conversation' : 'talk';
      steps.push({
        kind: 'unit',
        part,
        questions: unit,
        lines: [
          narrator(
            `Questions ${first.number} through ${last.number} refer to the following ${kind}.`,
          ),
          ...parseTranscript(first.transcript ?? ''),
          ...unit.map((q) => narrator(`Number ${q.number}. ${q.question}`)),
        ],
        pauseMs: ANSWER_PAUSE_SECONDS.set * 1000 * unit.length * scale,
      });
    }
  }
  return steps;
}
