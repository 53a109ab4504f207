/** Site settings, slider captcha and dev outbox shapes (/common/common, /dev). */
import { z } from 'zod'

export const siteSettings = z.object({
  siteName: z.string(),
  buyerSideLogo: z.string(),
  buyerSideIcon: z.string(),
})
export type SiteSettings = z.infer<typeof siteSettings>

export const sliderImages = z.object({
  backImage: z.string(),
  slidingImage: z.string(),
  originalWidth: z.number(),
  originalHeight: z.number(),
  sliderWidth: z.number(),
  sliderHeight: z.number(),
  randomY: z.number(),
})
export type SliderImages = z.infer<typeof sliderImages>

/**
 * One slider try: where the piece's top-left corner was dropped, in picture px. `yPos` is needed
 * because the hole's row is secret too (docs/decisions.md, "Slider captcha"). Form fields and query
 * parameters arrive as strings, hence the coercion.
 */
const sliderCoordinate = z.coerce
  .number({ error: 'field.invalid' })
  .finite({ error: 'field.invalid' })
  .min(-1000)
  .max(1000)
export const sliderCheckBody = z.object({ xPos: sliderCoordinate, yPos: sliderCoordinate })
export type SliderCheck = z.infer<typeof sliderCheckBody>

export const outboxMessage = z.object({
  to: z.string(),
  channel: z.enum(['email', 'sms']),
  subject: z.string(),
  text: z.string(),
  code: z.string(),
  createTime: z.string(),
})
export type OutboxMessage = z.infer<typeof outboxMessage>

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
