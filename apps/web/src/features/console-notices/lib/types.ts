/**
 * The shapes of the console's system notices (docs/admin.md, "System notices"), from the server's
 * contract (`@kaifong/contract/admin`, operations.ts), under the names these pages use.
 */
import type { BroadcastAudience } from '@kaifong/contract/admin'

export type { BroadcastBody, BroadcastRecord } from '@kaifong/contract/admin'
export { BROADCAST_CONTENT_MAX, BROADCAST_TITLE_MAX } from '@kaifong/contract/admin'

export type NoticeAudience = BroadcastAudience
/** The audiences in the order the form offers them: everyone first, one member last. */
export const NOTICE_AUDIENCES: readonly NoticeAudience[] = ['ALL', 'SELLERS', 'NEW_MEMBERS', 'MEMBER']
