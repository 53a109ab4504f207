/** Notices (server module notices). */

import { NOTICE_STATUS } from '../enums.ts'
import { z } from '../zod.ts'

export const notice = z.object({
  id: z.string(),
  memberId: z.string(),
  status: z.enum(NOTICE_STATUS),
  noticeType: z.string(),
  createTime: z.string(),
  operatorName: z.string(),
  goodsId: z.string().nullable(),
  goodsName: z.string(),
  goodsPicture: z.string(),
  /** The chat talk an offer or deal notice leads to. */
  talkId: z.string().nullable(),
  title: z.string(),
  content: z.string(),
  pointChangeType: z.enum(['REDUCE', 'INCREASE']).nullable(),
  /** A path on this site the notice leads to (a saved search's results), else null. */
  link: z.string().nullable(),
})
export type Notice = z.infer<typeof notice>
