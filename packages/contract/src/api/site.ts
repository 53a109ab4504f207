/** Site settings, banners and articles (/common/common/site, /buyer/other/...; server module site). */
import { HOME_BLOCK_KEYS, type HomeBlockKey } from '../enums.ts'
import { z } from '../zod.ts'

/**
 * How members prove a phone on this site (server PHONE_VERIFICATION; docs/decisions.md, "Codes and
 * captcha"): by SMS code, or not at all ("off": chat, offers and contacts need no phone).
 */
export const PHONE_VERIFICATION_MODES = ['sms', 'off'] as const
export type PhoneVerificationMode = (typeof PHONE_VERIFICATION_MODES)[number]

export const siteSettings = z.object({
  siteName: z.string(),
  buyerSideLogo: z.string(),
  buyerSideIcon: z.string(),
  phoneVerification: z.enum(PHONE_VERIFICATION_MODES),
  /** Coins a new member gets once at registration (0: none); the sign-up form says so. */
  welcomeCoins: z.number().int(),
})
export type SiteSettings = z.infer<typeof siteSettings>

export const banner = z.object({ id: z.string(), imageUrl: z.string(), title: z.string(), link: z.string() })
export type Banner = z.infer<typeof banner>

export const article = z.object({
  id: z.string(),
  key: z.string(),
  title: z.string(),
  content: z.string(),
  /** `content` (Markdown) rendered to safe HTML: raw HTML escaped, only safe links and images (docs/admin.md). */
  html: z.string(),
  updateTime: z.string(),
})
export type Article = z.infer<typeof article>

export const homeBlock = z.object({ key: z.enum(HOME_BLOCK_KEYS), visible: z.boolean() })
/** One home section and whether it shows (a plain type: the home page reads it without zod). */
export interface HomeBlock {
  key: HomeBlockKey
  visible: boolean
}
