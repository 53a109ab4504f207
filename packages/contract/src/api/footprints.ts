/** Browsing history (server module footprints). */
import { z } from '../zod.ts'
import { goodsCard } from './goods.ts'

export const footprint = goodsCard.extend({ viewTime: z.string() })
export type Footprint = z.infer<typeof footprint>
