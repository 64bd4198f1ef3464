// `npm run bank:audit`: reads the built-in question bank's data files (apps/server/content) as the
// server does, then audits the bank against the limits of packages/contract/src/bank-rules.ts and
// prints its figures per part and level (see apps/server/src/bank-audit). Exits 1 when the files
// have a mistake (each listed by file, line, item and field) or a limit is not met;
// `--report-only` prints the same and exits 0 past a limit (CI runs it so until the content meets
// the limits; README, "The question bank").
import { CONTENT_DIR } from '../apps/server/src/content-dir';
import { BankContentError, loadBank } from '../apps/server/src/modules/questions/bank/load';

let bank;
try {
  bank = loadBank(CONTENT_DIR);
} catch (error) {
  if (!(error instanceof BankContentError)) throw error;
  console.error(error.message);
  process.exit(1);
}
// Imported once the files are known to be sound: the audit's form drawing loads the server's
// modules, which read the bank at import.
const { auditBank, renderAudit } = await import('../apps/server/src/bank-audit/index');
const audit = auditBank(bank);
console.log(renderAudit(audit));
const failed = audit.verdicts.filter((v) => !v.pass).length;
if (failed && !process.argv.includes('--report-only')) {
  console.error(`\nbank:audit: ${failed} limit(s) not met`);
  process.exit(1);
}
