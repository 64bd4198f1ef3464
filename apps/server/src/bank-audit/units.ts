import type { BankQuestion, Graphic } from '@toeic-ace/contract';

/** Questions that stand or fall together: one item (Parts 1, 2, 5) or one set's members. */
export interface Unit {
  id: string;
  part: number;
  level: number;
  questions: BankQuestion[];
}

export function unitsOf(bank: readonly BankQuestion[]): Unit[] {
  const units = new Map<string, Unit>();
  for (const q of bank) {
    const id = q.groupId ?? q.id;
    const unit = units.get(id);
    if (unit) unit.questions.push(q);
    else units.set(id, { id, part: q.part, level: q.difficulty, questions: [q] });
  }
  return [...units.values()];
}

const SPEAKER = /^(?:Man|Woman)(?: \d)?:\s*/gm;

/**
 * What the learner hears or reads before the options: Part 1 the four statements (there is no
 * photograph to see), Part 2 the prompt and its three responses, Parts 3–4 the conversation or
 * talk, Part 5 the sentence, Parts 6–7 the text. Speaker labels are not words of it.
 */
export function stimulusOf(unit: Unit): string {
  const [first] = unit.questions as [BankQuestion];
  switch (unit.part) {
    case 1:
      return first.options.join('\n');
    case 2:
      return [first.transcript ?? '', ...first.options].join('\n').replace(SPEAKER, '');
    case 3:
    case 4:
      return (first.transcript ?? '').replace(SPEAKER, '');
    case 5:
      return first.question;
    default:
      return first.passage ?? '';
  }
}

/**
 * The words printed on a graphic, one label a line: its title, headers and cells, bars and unit,
 * areas and marker (as a text graphic under a stem has them), never the words a text
 * alternative adds ("top left", "next to").
 */
export function graphicWording(graphic: Graphic): string {
  switch (graphic.kind) {
    case 'table':
      return [
        graphic.title,
        graphic.columns.join(' | '),
        ...graphic.rows.map((r) => r.join(' | ')),
      ].join('\n');
    case 'bar-chart':
      return [graphic.title, graphic.unit ?? '', ...graphic.bars.map((b) => b.label)].join('\n');
    case 'floor-plan':
      return [
        graphic.title,
        ...graphic.areas.map((a) => a.label),
        graphic.marker?.label ?? '',
      ].join('\n');
  }
}

/**
 * Everything the learner hears or reads in the unit: the stimulus, the questions, the options,
 * and the set's graphic (once).
 */
export function wordingOf(unit: Unit): string {
  const questions = unit.part === 1 || unit.part === 2 || unit.part === 6 ? [] : unit.questions;
  const stems = unit.part === 5 ? [] : questions.map((q) => q.question);
  const options = unit.part <= 2 ? [] : unit.questions.flatMap((q) => q.options);
  const graphic = unit.questions.find((q) => q.graphic)?.graphic;
  return [
    stimulusOf(unit),
    ...stems,
    ...options,
    ...(graphic ? [graphicWording(graphic)] : []),
  ].join('\n');
}

/** Words of a text: its whitespace-separated pieces holding a letter or a digit. */
export const wordCount = (text: string): number =>
  text.split(/\s+/).filter((piece) => /[\p{L}\p{N}]/u.test(piece)).length;
