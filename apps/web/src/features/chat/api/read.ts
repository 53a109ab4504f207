/** PUT /im/talk/{id}/read: moves my read position over REST (the socket sends a `read` frame instead). */
import { api } from '../../../lib/api.ts'

export const putRead = (talkId: string, seq: number) =>
  api<{ seq: number }>(`/im/talk/${encodeURIComponent(talkId)}/read`, {
    method: 'PUT',
    body: { seq },
    quiet: true,
  })
