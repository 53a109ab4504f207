/** The category tree (server module categories). */
import { z } from '../zod.ts'

/** Three levels, names in the request's language. */
const categoryBase = z.object({
  id: z.string(),
  parentId: z.string(),
  level: z.number().int(),
  name: z.string(),
  image: z.string(),
})
const categoryLevel3 = categoryBase.extend({ children: z.array(categoryBase) })
const categoryLevel2 = categoryBase.extend({ children: z.array(categoryLevel3) })
export const categoryNode = categoryBase.extend({ children: z.array(categoryLevel2) })
export interface CategoryNode {
  id: string
  parentId: string
  level: number
  name: string
  image: string
  children: CategoryNode[]
}
