/**
 * POST /im/talk/message: sending a text over REST, when the socket cannot connect
 * (lib/live.ts). The same client id as the socket's would use, so a resend stores nothing twice.
 */
import type { ChatMessage } from '@kaifong/contract'
import { api } from '../../../lib/api.ts'

export const postMessage = (body: { talkId: string; clientId: string; text: string }) =>
  api<ChatMessage>('/im/talk/message', { method: 'POST', body, silent: true })
