/** Coin tasks and invitations (server module tasks). */
import { z } from '../zod.ts'

const TASK_KEYS = ['VIDEO', 'VERIFY_PHONE', 'VERIFY_EMAIL', 'INVITE_FRIEND'] as const

export const taskItem = z.object({
  key: z.enum(TASK_KEYS),
  reward: z.number().int(),
  /** For daily tasks: done today and the daily limit; for one-time tasks: 0/1. */
  done: z.number().int(),
  limit: z.number().int(),
  status: z.enum(['TODO', 'IN_PROGRESS', 'DONE']),
  /** VIDEO: seconds the countdown lasts, and when the current run may be claimed. */
  seconds: z.number().int(),
  claimableAt: z.string().nullable(),
})
export type TaskItem = z.infer<typeof taskItem>

export const taskAction = z.object({
  taskKey: z.literal('VIDEO', { error: 'field.invalid' }),
  action: z.enum(['START', 'CLAIM'], { error: 'field.invalid' }),
})

export const invitationInfo = z.object({
  invitationCode: z.string(),
  link: z.string(),
  reward: z.number().int(),
  friends: z.array(
    z.object({
      nickName: z.string(),
      joinTime: z.string(),
      phoneVerified: z.boolean(),
      rewarded: z.boolean(),
    }),
  ),
})
export type InvitationInfo = z.infer<typeof invitationInfo>
