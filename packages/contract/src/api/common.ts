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
