/** Send limits at their real size (other chat tests raise every limit with RATE_LIMIT_SCALE). */
import { randomUUID } from 'node:crypto'
import { CHAT_SEND_LIMIT, ErrorCode } from '@kaifong/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { market, openTalk, sendText } from '../../../test/chat.ts'
import { connectSocket, type TestSocket } from '../../../test/chat-ws-client.ts'
import { useTestApp } from '../../../test/harness.ts'
import { messages } from '../../db/schema.ts'

const h = useTestApp({ RATE_LIMIT_SCALE: '1' })
let base = ''
const sockets: TestSocket[] = []
beforeAll(async () => {
  base = await h.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => {
  for (const s of sockets) s.ws.terminate()
})

describe('send limits', () => {
  it('a socket may send 20 messages in 10 seconds; the 21st is refused with 1003 and the socket stays open', async () => {
    const m = await market(h)
    const talkId = await openTalk(h, m.buyer, m.goodsId)
    const socket = await connectSocket(base, m.buyer.accessToken, { origin: base, lang: 'en' })
    sockets.push(socket)
    const ids = Array.from({ length: CHAT_SEND_LIMIT.count + 1 }, () => randomUUID())
    for (const id of ids) socket.send({ type: 'send', talkId, clientId: id, text: `n ${id}` })
    const last = ids.at(-1) ?? ''
    expect(await socket.next((f) => f.type === 'error' && f.clientId === last)).toMatchObject({
      code: ErrorCode.TOO_MANY_REQUESTS,
    })
    await Promise.all(ids.slice(0, -1).map((id) => socket.next((f) => f.type === 'ack' && f.clientId === id)))
    expect(await h.db.select().from(messages)).toHaveLength(CHAT_SEND_LIMIT.count)
    socket.send({ type: 'ping' })
    await socket.next((f) => f.type === 'pong')
    // Ten seconds later the window has moved on.
    h.clock.advance(CHAT_SEND_LIMIT.windowMs)
    socket.send({ type: 'send', talkId, clientId: 'after-the-window', text: 'again' })
    await socket.next((f) => f.type === 'ack' && f.clientId === 'after-the-window')
  })

  it('REST sends of one member are limited the same way', async () => {
    const m = await market(h)
    const talkId = await openTalk(h, m.buyer, m.goodsId)
    for (let i = 0; i < CHAT_SEND_LIMIT.count; i++)
      expect((await sendText(h, m.buyer, talkId, `r${i}`)).status).toBe(200)
    const refused = await sendText(h, m.buyer, talkId, 'one too many')
    expect(refused.status).toBe(429)
    expect(refused.body.code).toBe(ErrorCode.TOO_MANY_REQUESTS)
  })
})
