/**
 * Tasks (docs/product/overview.md, states-and-notices.md): watch a video (start, a countdown the server checks, claim; a daily
 * limit), verify phone and verify email (once each), invite friends (paid when the friend
 * verifies a phone, once per friend). Rewards are settings (rewards.ts).
 */
import { ErrorCode, type TaskItem } from '@kaifong/contract'
import type { DbOrTx } from '../../db/client.ts'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { hkDay } from '../../lib/hk-time.ts'
import { lockKey } from '../../lib/locks.ts'
import { earn } from '../coins/index.ts'
import { findMemberById } from '../members/index.ts'
import { loadRewards } from './rewards.ts'
import { claimedCount, claimRun, invitedFriends, ledgerKeyExists, runsToday, startRun } from './tasks.repo.ts'

const VIDEO = 'VIDEO'
const INVITE_KEY = 'invite:'
const keys = {
  phone: (id: number) => `task:phone:${id}`,
  email: (id: number) => `task:email:${id}`,
  invite: (friendId: number) => `${INVITE_KEY}${friendId}`,
  video: (runId: number) => `task:video:${runId}`,
}

export async function listTasks(ctx: AppContext, memberId: number): Promise<TaskItem[]> {
  const now = ctx.clock.now()
  const rewards = await loadRewards(ctx.db)
  const runs = await runsToday(ctx.db, memberId, VIDEO, hkDay(now))
  const claimed = runs.filter((r) => r.claimedAt).length
  const open = runs.find((r) => !r.claimedAt)
  const member = await findMemberById(ctx.db, memberId)
  const [phonePaid, emailPaid] = await Promise.all([
    ledgerKeyExists(ctx.db, keys.phone(memberId)),
    ledgerKeyExists(ctx.db, keys.email(memberId)),
  ])
  // Done also when verified before rewards existed (e.g. the demo members).
  const phone = phonePaid || Boolean(member?.phoneVerifiedAt)
  const email = emailPaid || Boolean(member?.emailVerifiedAt)
  const once = (key: 'VERIFY_PHONE' | 'VERIFY_EMAIL', done: boolean, reward: number): TaskItem => ({
    key,
    reward,
    done: done ? 1 : 0,
    limit: 1,
    status: done ? 'DONE' : 'TODO',
    seconds: 0,
    claimableAt: null,
  })
  return [
    {
      key: 'VIDEO',
      reward: rewards.video,
      done: claimed,
      limit: rewards.videoDailyLimit,
      status: claimed >= rewards.videoDailyLimit ? 'DONE' : open ? 'IN_PROGRESS' : 'TODO',
      seconds: rewards.videoSeconds,
      claimableAt: open
        ? new Date(open.startedAt.getTime() + rewards.videoSeconds * 1000).toISOString()
        : null,
    },
    once('VERIFY_PHONE', phone, rewards.verifyPhone),
    once('VERIFY_EMAIL', email, rewards.verifyEmail),
    {
      key: 'INVITE_FRIEND',
      reward: rewards.inviteFriend,
      done: 0,
      limit: 0,
      status: 'TODO',
      seconds: 0,
      claimableAt: null,
    },
  ]
}

export async function startVideo(ctx: AppContext, memberId: number) {
  const now = ctx.clock.now()
  const day = hkDay(now)
  const rewards = await loadRewards(ctx.db)
  return ctx.db.transaction(async (tx) => {
    await lockKey(tx, 'task:video', memberId)
    if ((await claimedCount(tx, memberId, VIDEO, day)) >= rewards.videoDailyLimit) {
      throw new AppError(429, ErrorCode.TASK_DAILY_LIMIT, 'task.daily.limit')
    }
    // Starting again restarts the countdown: only a run watched to the end can be claimed.
    return startRun(tx, { memberId, task: VIDEO, day, startedAt: now })
  })
}

export async function claimVideo(ctx: AppContext, memberId: number) {
  const now = ctx.clock.now()
  const day = hkDay(now)
  const rewards = await loadRewards(ctx.db)
  return ctx.db.transaction(async (tx) => {
    // One claim per member at a time: the count below and the claim are then one step.
    await lockKey(tx, 'task:video', memberId)
    if ((await claimedCount(tx, memberId, VIDEO, day)) >= rewards.videoDailyLimit) {
      throw new AppError(429, ErrorCode.TASK_DAILY_LIMIT, 'task.daily.limit')
    }
    const run = (await runsToday(tx, memberId, VIDEO, day)).find((r) => !r.claimedAt)
    if (!run) throw new AppError(400, ErrorCode.TASK_NOT_STARTED, 'task.not.started')
    if (now.getTime() < run.startedAt.getTime() + rewards.videoSeconds * 1000) {
      throw new AppError(400, ErrorCode.TASK_NOT_READY, 'task.not.ready')
    }
    if (!(await claimRun(tx, run.id, now)))
      throw new AppError(400, ErrorCode.TASK_NOT_STARTED, 'task.not.started')
    return earn(
      ctx,
      {
        memberId,
        amount: rewards.video,
        reason: 'TASK_VIDEO',
        ref: String(run.id),
        key: keys.video(run.id),
        notice: true,
      },
      tx,
    )
  })
}

/** POST task: starts or claims the video, then the tasks as they now stand (and, after a claim, the balance). */
export async function actOnVideo(ctx: AppContext, memberId: number, action: 'START' | 'CLAIM') {
  let point: number | null = null
  if (action === 'START') await startVideo(ctx, memberId)
  else point = (await claimVideo(ctx, memberId)).balance
  return { tasks: await listTasks(ctx, memberId), point }
}

/** A member verified an email (at registration). */
export async function onEmailVerified(ctx: AppContext, memberId: number) {
  const rewards = await loadRewards(ctx.db)
  if (rewards.verifyEmail === 0) return
  await earn(ctx, {
    memberId,
    amount: rewards.verifyEmail,
    reason: 'TASK_VERIFY_EMAIL',
    key: keys.email(memberId),
    notice: true,
  })
}

/**
 * A member verified a phone: their own reward and their inviter's, once each, inside the
 * transaction of the member.phoneVerified event (the medals module awards the medals there too).
 */
export async function payPhoneVerified(
  ctx: AppContext,
  tx: DbOrTx,
  memberId: number,
  invitedBy: number | null,
): Promise<void> {
  const rewards = await loadRewards(tx)
  if (rewards.verifyPhone > 0) {
    await earn(
      ctx,
      {
        memberId,
        amount: rewards.verifyPhone,
        reason: 'TASK_VERIFY_PHONE',
        key: keys.phone(memberId),
        notice: true,
      },
      tx,
    )
  }
  if (invitedBy && rewards.inviteFriend > 0) {
    await earn(
      ctx,
      {
        memberId: invitedBy,
        amount: rewards.inviteFriend,
        reason: 'INVITE_FRIEND',
        ref: String(memberId),
        key: keys.invite(memberId),
        notice: true,
      },
      tx,
    )
  }
}

/** The invitation page: the member's code, the reward per friend, and the friends so far. */
export async function invitation(ctx: AppContext, memberId: number) {
  const me = await findMemberById(ctx.db, memberId)
  if (!me) throw new AppError(404, ErrorCode.MEMBER_NOT_FOUND, 'member.not.found')
  const [rewards, friends] = await Promise.all([
    loadRewards(ctx.db),
    invitedFriends(ctx.db, me.id, INVITE_KEY),
  ])
  return { invitationCode: me.invitationCode, reward: rewards.inviteFriend, friends }
}
