import { blueprintCount, BANK_LIMITS, type BankQuestion } from '@toeic-ace/contract';
import { drawSuccessiveForms, seededRandom } from '../modules/mock';

/** Five (BANK_LIMITS) full forms drawn in turn from the bank alone, as the mock tests draw them. */
export function formsFromBank(bank: readonly BankQuestion[]) {
  const items = bank.map((q) => ({
    id: q.id,
    part: q.part,
    difficulty: q.difficulty,
    groupId: q.groupId ?? null,
  }));
  const count = BANK_LIMITS.fullFormsWithoutRepeat;
  const forms = drawSuccessiveForms('full', items, count, seededRandom(27));
  return {
    forms: count,
    /** Questions the forms need without a repeat, and how many distinct ones they got. */
    needed: count * blueprintCount('full'),
    distinct: new Set(forms.flat()).size,
  };
}
