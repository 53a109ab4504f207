/** Task rewards are server settings (key "coins.rewards"), with defaults that let a new member list on day one. */
import type { DbOrTx } from '../../db/client.ts'
import { getSetting } from '../site/index.ts'

export interface Rewards {
  video: number
  videoDailyLimit: number
  videoSeconds: number
  verifyPhone: number
  verifyEmail: number
  inviteFriend: number
}

// Day one: email 5 + phone 10 + check-in 1 + three videos 6 = 22 coins, enough for a 7-day listing (10).
export const DEFAULT_REWARDS: Rewards = {
  video: 2,
  videoDailyLimit: 3,
  videoSeconds: 15,
  verifyPhone: 10,
  verifyEmail: 5,
  inviteFriend: 10,
}

export async function loadRewards(db: DbOrTx): Promise<Rewards> {
  const stored = (await getSetting(db, 'coins.rewards')) ?? {}
  const merged = { ...DEFAULT_REWARDS }
  for (const key of Object.keys(DEFAULT_REWARDS) as (keyof Rewards)[]) {
    const v = stored[key]
    if (typeof v === 'number' && Number.isSafeInteger(v) && v >= 0) merged[key] = v
  }
  return merged
}
