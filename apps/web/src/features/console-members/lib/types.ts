/**
 * The shapes of the console's members and coins pages (docs/admin.md, "Members" and "Coins"), from
 * the server's contract (`@kaifong/contract/admin`, operations.ts), under the names these pages use.
 */
export type { CoinEntry } from '@kaifong/contract'
export type {
  AdminMemberDetail,
  AdminMemberRow,
  AdminMemberSession,
  MemberActionResult,
} from '@kaifong/contract/admin'
export { COIN_ADJUST_MAX, COIN_ADJUST_REASON_MAX } from '@kaifong/contract/admin'
