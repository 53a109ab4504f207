/** The daily check-in (server module checkin). */
import { z } from '../zod.ts'

export const checkInStatus = z.object({
  signDays: z.number().int(),
  selfSigned: z.boolean(),
  /** Coins for today's check-in (or tomorrow's when already checked in): 1…7. */
  nextReward: z.number().int(),
})
export type CheckInStatus = z.infer<typeof checkInStatus>

export const checkInResult = z.object({
  signDays: z.number().int(),
  reward: z.number().int(),
  point: z.number().int(),
})
export type CheckInResult = z.infer<typeof checkInResult>
