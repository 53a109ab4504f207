/**
 * The `clientType` a login or registration sends (docs/product/domain-rules.md, Sessions): 'H5'
 * on a phone, 'PC' otherwise. The server keeps one live session per type, so a member's desktop
 * and phone stay signed in together. Decided at sign-in: a user agent that says "phone", or a
 * touch screen with a narrow viewport (a phone in landscape is wider than 768 px, its agent still
 * says so). Tablets count as desktops.
 */
import type { ClientType } from '@kaifong/contract'

const PHONE_AGENT = /\b(?:iPhone|iPod|Windows Phone)\b|\bAndroid\b.*\bMobile\b|Mobi/
const TABLET_AGENT = /\biPad\b|Tablet/

export function clientType(): ClientType {
  if (typeof window === 'undefined') return 'PC'
  const agent = window.navigator.userAgent
  if (PHONE_AGENT.test(agent) && !TABLET_AGENT.test(agent)) return 'H5'
  const media = (query: string) => typeof window.matchMedia === 'function' && window.matchMedia(query).matches
  return media('(pointer: coarse)') && media('(max-width: 767px)') ? 'H5' : 'PC'
}
