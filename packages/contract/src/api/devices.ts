/**
 * The member's signed-in devices (/buyer/passport/member/sessions; docs/product/api.md, Account).
 * One live session per account and client type (docs/product/domain-rules.md, Sessions).
 */

import { z } from '../zod.ts'

/** The original product's client types: a desktop browser, a phone browser. */
export const CLIENT_TYPES = ['PC', 'H5'] as const
export type ClientType = (typeof CLIENT_TYPES)[number]

/** The `clientType` header as the server reads it: 'H5' (any case), anything else is 'PC'. */
export function parseClientType(raw: string | null | undefined): ClientType {
  return raw?.trim().toUpperCase() === 'H5' ? 'H5' : 'PC'
}

export const deviceSession = z.object({
  /** The session's id: names it for signing it out, opens nothing by itself. */
  id: z.string(),
  clientType: z.enum(CLIENT_TYPES),
  /** Read from the user agent ('' when not recognised): a brand name, the same in every language. */
  browser: z.string(),
  os: z.string(),
  /** The sign-in address with its last part hidden ("203.0.113.*"); '' when unknown. */
  ip: z.string(),
  /** ISO 3166 alpha-2 of the sign-in address; '' for private or unknown addresses. */
  country: z.string(),
  /** When it signed in. */
  createdAt: z.string(),
  /** Its last token refresh (at least hourly while in use); the sign-in time before the first. */
  lastSeenAt: z.string(),
  /** The session of this request. */
  current: z.boolean(),
})
export type DeviceSession = z.infer<typeof deviceSession>

/** The sign-in before the current session's, whatever became of it. */
export const lastSignIn = z.object({ time: z.string(), country: z.string(), ip: z.string() })
export type LastSignIn = z.infer<typeof lastSignIn>

export const devicesResult = z.object({
  sessions: z.array(deviceSession),
  lastSignIn: lastSignIn.nullable(),
})
export type DevicesResult = z.infer<typeof devicesResult>
