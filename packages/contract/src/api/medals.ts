/** Medals (server module medals). */
import { z } from '../zod.ts'

export const medal = z.object({
  medalId: z.string(),
  key: z.string(),
  haveOwned: z.boolean(),
  ownedTime: z.string().nullable(),
})
export type Medal = z.infer<typeof medal>
export const medalList = z.object({
  memberId: z.string(),
  nickName: z.string(),
  face: z.string(),
  count: z.number().int(),
  medals: z.array(medal),
})
export type MedalList = z.infer<typeof medalList>
