import { LANGUAGES, TOEIC_PARTS, type BankQuestion } from '@toeic-ace/contract';
import { verdictsOf, type AuditFigures, type BankAudit } from './checks';
import { undiscussed } from './coverage';
import { part5Skills, partFigures } from './figures';
import { formsFromBank } from './forms';
import { repeatedKeyPairs, repeatedNames, repeatedOptionSets } from './repeats';
import { unitsOf } from './units';

/**
 * The bank audit (`npm run bank:audit`): the bank's figures per part and level, and
 * each limit of BANK_LIMITS (packages/contract/src/bank-rules.ts) with the bank's figure. The
 * server never imports it.
 */
export function auditBank(bank: readonly BankQuestion[]): BankAudit {
  const figures: AuditFigures = {
    items: bank.length,
    parts: new Map(TOEIC_PARTS.map(({ part }) => [part, partFigures(bank, part)])),
    part5: part5Skills(bank),
    forms: formsFromBank(bank),
  };
  return {
    ...figures,
    units: unitsOf(bank).length,
    verdicts: verdictsOf(figures),
    undiscussed: bank
      .map((q) => ({ id: q.id, letters: undiscussed(q) }))
      .filter(({ letters }) => LANGUAGES.some((l) => letters[l].length > 0)),
    names: repeatedNames(unitsOf(bank)),
    optionSets: repeatedOptionSets(bank),
    keyPairs: repeatedKeyPairs(bank),
  };
}

export { renderAudit } from './report';
