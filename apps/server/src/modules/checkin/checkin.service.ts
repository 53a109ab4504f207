/**
 * Daily check-in (docs/product/states-and-notices.md, docs/product/domain-rules.md): one per Hong Kong day; streak = yesterday's + 1, else 1;
 * reward = the position in the 7-day cycle, ((streak − 1) mod 7) + 1 coins.
 */
import { type CheckInResult, type CheckInStatus, checkInRewardFor, ErrorCode } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { hkDay, hkYesterday } from '../../lib/hk-time.ts'
import { earn } from '../coins/index.ts'
import { findCheckIn, insertCheckIn, latestCheckIn } from './checkin.repo.ts'

export const rewardFor = checkInRewardFor

export async function checkInStatus(ctx: AppContext, memberId: number): Promise<CheckInStatus> {
  const now = ctx.clock.now()
  const last = await latestCheckIn(ctx.db, memberId)
  const today = hkDay(now)
  const alive = last && (last.day === today || last.day === hkYesterday(now))
  const signDays = alive ? last.streak : 0
  return { signDays, selfSigned: last?.day === today, nextReward: rewardFor(signDays + 1) }
}

export async function checkIn(ctx: AppContext, memberId: number): Promise<CheckInResult> {
  const now = ctx.clock.now()
  const today = hkDay(now)
  return ctx.db.transaction(async (tx) => {
    const yesterday = await findCheckIn(tx, memberId, hkYesterday(now))
    const streak = yesterday ? yesterday.streak + 1 : 1
    const reward = rewardFor(streak)
    if (!(await insertCheckIn(tx, { memberId, day: today, streak, reward, createdAt: now }))) {
      throw new AppError(409, ErrorCode.ALREADY_CHECKED_IN, 'checkin.already')
    }
    const { balance } = await earn(
      ctx,
      { memberId, amount: reward, reason: 'CHECK_IN', ref: today, key: `checkin:${memberId}:${today}` },
      tx,
    )
    return { signDays: streak, reward, point: balance }
  })
}
