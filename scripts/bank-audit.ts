// `npm run bank:audit`: audits the built-in question bank (apps/server/content) against the limits
// of packages/contract/src/bank-rules.ts and prints its figures per part and level (see
// apps/server/src/bank-audit). Exits 1 when a limit is not met; `--report-only` prints the same
// and exits 0 (CI runs it so until the content meets the limits; README, "Question supply").
import { auditBank, renderAudit } from '../apps/server/src/bank-audit/index';
import { BANK } from '../apps/server/src/modules/questions/index';

const audit = auditBank(BANK);
console.log(renderAudit(audit));
const failed = audit.verdicts.filter((v) => !v.pass).length;
if (failed && !process.argv.includes('--report-only')) {
  console.error(`\nbank:audit: ${failed} limit(s) not met`);
  process.exit(1);
}
