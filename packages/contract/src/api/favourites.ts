/** Favourites (server module favourites). */
import { z } from '../zod.ts'
import { goodsCard } from './goods.ts'

export const collection = goodsCard.extend({ collectTime: z.string() })
export type Collection = z.infer<typeof collection>
