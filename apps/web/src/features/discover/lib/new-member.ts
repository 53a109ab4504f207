/**
 * A member's first day (docs/product/screens.md home): for 24 hours after registering, the home
 * page greets them as new, not "welcome back".
 */
export const NEW_MEMBER_MS = 24 * 60 * 60 * 1000

export function isNewMember(createTime: string, now: number): boolean {
  const joined = Date.parse(createTime)
  return Number.isFinite(joined) && now - joined < NEW_MEMBER_MS
}
