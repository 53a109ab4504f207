/** Per-request facts: language, client IP, device uuid, and the signed-in member (when any). */
import type { Language } from '@kaifong/contract'

export interface AuthMember {
  id: number
  sessionId: string
}

declare module 'fastify' {
  interface FastifyRequest {
    lang: Language
    member: AuthMember | null
  }
}

export function headerValue(value: string | string[] | undefined): string {
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? ''
}
