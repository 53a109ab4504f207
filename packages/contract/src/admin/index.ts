/**
 * The operator's console API (docs/admin.md): a subpath of its own (`@kaifong/contract/admin`), so
 * nothing of it reaches the member's web bundle.
 */
export * from './auth.ts'
export * from './broadcasts.ts'
export * from './content.ts'
export * from './insight.ts'
export * from './moderation.ts'
export * from './operations.ts'
export * from './orders.ts'
export * from './shops.ts'
export * from './withdrawals.ts'
