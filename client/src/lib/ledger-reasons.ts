/**
 * The reasons a ledger entry may carry, as the server's wallet accepts them (DESIGN.md section 4):
 * the economy audit labels each one in Arabic (`ar.adminOverview.audit.reasons`).
 */
export { LEDGER_REASONS, type LedgerReason } from '../../../server/src/modules/wallet/ledger-reasons';
