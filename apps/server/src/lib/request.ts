/** Per-request facts: language, client IP, device uuid, and the signed-in member (when any). */

import type { Language } from '@kaifong/contract'
import { z } from 'zod'

export interface AuthMember {
  id: number
  sessionId: string
}

/** The signed-in operator of an /admin/ request (lib/admin.ts). */
export interface AuthAdmin {
  id: number
  sessionId: string
  username: string
  role: 'MODERATOR' | 'ADMIN'
}

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language
    member: AuthMember | null
    admin: AuthAdmin | null
  }
}

export function headerValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? ''
}

/** Header schemas must keep the other headers (accessToken, language): hence a loose object. */
export const uuidHeaders = z.looseObject({
  uuid: z.string({ error: 'param.uuid' }).regex(/^[A-Za-z0-9-]{8,64}$/, { error: 'param.uuid' }),
})
