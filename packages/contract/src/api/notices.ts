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
  title: z.string(),
  content: z.string(),
  pointChangeType: z.enum(['REDUCE', 'INCREASE']).nullable(),
})
export type Notice = z.infer<typeof notice>
