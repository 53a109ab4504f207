/** Site settings, banners and articles (/common/common/site, /buyer/other/...; server module site). */
import { z } from '../zod.ts'

export const siteSettings = z.object({
  siteName: z.string(),
  buyerSideLogo: z.string(),
  buyerSideIcon: z.string(),
})
export type SiteSettings = z.infer<typeof siteSettings>

export const banner = z.object({ id: z.string(), imageUrl: z.string(), title: z.string(), link: z.string() })
export type Banner = z.infer<typeof banner>

export const article = z.object({
  id: z.string(),
  key: z.string(),
  title: z.string(),
  content: z.string(),
  updateTime: z.string(),
})
export type Article = z.infer<typeof article>
