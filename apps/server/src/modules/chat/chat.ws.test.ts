import { randomUUID } from 'node:crypto'
import { type ChatMessage, ErrorCode, type HistoryPage, type ServerFrame } from '@kaifong/contract'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { market, openTalk, sendText } from '../../../test/chat.ts'
import { connectSocket, type TestSocket } from '../../../test/chat-ws-client.ts'
import { login } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'
import { messages } from '../../db/schema.ts'

const h = useTestApp()
let base = ''
const sockets: TestSocket[] = []

beforeAll(async () => {
  base = await h.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => {
  for (const s of sockets) s.ws.terminate()
})

async function connect(token: string | null, opts: { origin?: string; lang?: string } = {}) {
  const socket = await connectSocket(base, token, { origin: base, ...opts })
  sockets.push(socket)
  await socket.next((f) => f.type === 'hello')
  return socket
}

const isAck =
  (clientId: string) =>
  (f: ServerFrame): f is Extract<ServerFrame, { type: 'ack' }> =>
    f.type === 'ack' && f.clientId === clientId
const isMessage =
  (text: string) =>
  (f: ServerFrame): f is Extract<ServerFrame, { type: 'message' }> =>
    f.type === 'message' && f.message.text === text

describe('connecting', () => {
  it('refuses a socket without a token, with a bad token, or from another site', async () => {
    const m = await market(h)
    await expect(connectSocket(base, null, { origin: base })).rejects.toMatchObject({ status: 401 })
    await expect(connectSocket(base, 'not-a-token', { origin: base })).rejects.toMatchObject({ status: 401 })
    await expect(
      connectSocket(base, m.buyer.accessToken, { origin: 'https://evil.example' }),
    ).rejects.toMatchObject({
      status: 403,
    })
    const ok = await connect(m.buyer.accessToken)
    expect(ok.frames[0]).toEqual({ type: 'hello', memberId: String(m.buyer.member.id) })
    expect(ok.ws.protocol).toBe('kaifong.v1')
  })
})

describe('sending', () => {
  it('acknowledges a message only once it is stored, and delivers it to both members’ sockets', async () => {
    const m = await market(h)
    const talkId = await openTalk(h, m.buyer, m.goodsId)
    const buyer = await connect(m.buyer.accessToken)
    const buyerTab = await connect(m.buyer.accessToken)
    const seller = await connect(m.seller.accessToken)
    buyer.send({ type: 'send', talkId, clientId: 'c-0000001', text: '可以平啲嗎？' })
    const ack = await buyer.next(isAck('c-0000001'))
    const stored = await h.db.select().from(messages)
    expect(stored.map((r) => r.id)).toEqual([Number(ack.message.id)])
    const received = await seller.next(isMessage('可以平啲嗎？'))
    expect(received.message).toMatchObject({ id: ack.message.id, seq: 1, clientId: null })
    const other = await buyerTab.next(isMessage('可以平啲嗎？'))
    expect(other.message.clientId).toBe('c-0000001')
    // The sending socket has the acknowledgement, not an echo as well.
    await sendText(h, m.seller, talkId, 'marker')
    await buyer.next(isMessage('marker'))
    expect(buyer.frames.filter(isMessage('可以平啲嗎？'))).toHaveLength(0)
  })

  it('a resend with the same client id is acknowledged with the first message and delivered once', async () => {
    const m = await market(h)
    const talkId = await openTalk(h, m.buyer, m.goodsId)
    const buyer = await connect(m.buyer.accessToken)
    const seller = await connect(m.seller.accessToken)
    for (let i = 0; i < 5; i++) buyer.send({ type: 'send', talkId, clientId: 'dup-client-1', text: 'once' })
    const acks = await Promise.all(
      Array.from({ length: 5 }, (_, i) =>
        buyer.next(
          (f): f is ServerFrame =>
            f.type === 'ack' && buyer.frames.filter((x) => x.type === 'ack').length > i,
        ),
      ),
    )
    expect(acks).toHaveLength(5)
    await sendText(h, m.seller, talkId, 'marker')
    await seller.next(isMessage('marker'))
    expect(seller.frames.filter(isMessage('once'))).toHaveLength(1)
    expect(await h.db.select().from(messages)).toHaveLength(2)
  })

  it('answers a refused send with its error in the socket’s language and keeps the socket open', async () => {
    const m = await market(h)
    const talkId = await openTalk(h, m.buyer, m.goodsId)
    const buyer = await connect(m.buyer.accessToken, { lang: 'en' })
    buyer.send({ type: 'send', talkId, clientId: 'empty-text-1', text: '   ' })
    const error = await buyer.next((f) => f.type === 'error')
    expect(error).toMatchObject({ clientId: 'empty-text-1', code: ErrorCode.PARAM_ERROR })
    buyer.send({ type: 'send', talkId: '999999', clientId: 'nowhere-001', text: 'hi' })
    expect(await buyer.next((f) => f.type === 'error' && f.clientId === 'nowhere-001')).toMatchObject({
      code: ErrorCode.TALK_NOT_FOUND,
      message: 'Conversation not found',
    })
    buyer.ws.send('{not json')
    buyer.ws.send(Buffer.from([1, 2, 3]), { binary: true })
    buyer.send({ type: 'ping' })
    await buyer.next((f) => f.type === 'pong')
    expect(buyer.ws.readyState).toBe(buyer.ws.OPEN)
  })

  it('closes the socket on a frame over 16 KB', async () => {
    const m = await market(h)
    const buyer = await connect(m.buyer.accessToken)
    buyer.ws.send('x'.repeat(17 * 1024))
    expect((await buyer.closed).code).toBe(1009)
  })

  it('relays typing and read positions to the other member', async () => {
    const m = await market(h)
    const talkId = await openTalk(h, m.buyer, m.goodsId)
    const buyer = await connect(m.buyer.accessToken)
    const seller = await connect(m.seller.accessToken)
    buyer.send({ type: 'typing', talkId })
    expect(await seller.next((f) => f.type === 'typing')).toEqual({
      type: 'typing',
      talkId,
      memberId: String(m.buyer.member.id),
    })
    await sendText(h, m.buyer, talkId, 'read me')
    seller.send({ type: 'read', talkId, seq: 1 })
    expect(await buyer.next((f) => f.type === 'read')).toEqual({
      type: 'read',
      talkId,
      memberId: String(m.seller.member.id),
      seq: 1,
    })
    // A stranger's typing goes nowhere.
    const stranger = await connect((await market(h)).buyer.accessToken)
    stranger.send({ type: 'typing', talkId })
    expect(await stranger.next((f) => f.type === 'error')).toMatchObject({ code: ErrorCode.TALK_NOT_FOUND })
  })
})

describe('reconnecting', () => {
  it('after the socket is cut mid-conversation, catch-up by seq gives every missed message once, in order', async () => {
    const m = await market(h)
    const talkId = await openTalk(h, m.buyer, m.goodsId)
    let seller = await connect(m.seller.accessToken)
    const buyer = await connect(m.buyer.accessToken)
    const received = new Map<string, ChatMessage>()
    const keep = (s: TestSocket) => {
      for (const f of s.frames) if (f.type === 'message') received.set(f.message.id, f.message)
    }
    for (let i = 1; i <= 3; i++) {
      buyer.send({ type: 'send', talkId, clientId: `cut-${i}-aaaa`, text: `before ${i}` })
      await seller.next(isMessage(`before ${i}`))
    }
    keep(seller)
    const lastSeen = Math.max(...[...received.values()].map((r) => r.seq))
    seller.ws.terminate()
    await seller.closed
    for (let i = 1; i <= 4; i++) {
      buyer.send({ type: 'send', talkId, clientId: `gap-${i}-aaaa`, text: `during ${i}` })
      await buyer.next(isAck(`gap-${i}-aaaa`))
    }
    seller = await connect(m.seller.accessToken)
    buyer.send({ type: 'send', talkId, clientId: 'after-1-aaaa', text: 'after 1' })
    await seller.next(isMessage('after 1'))
    keep(seller)
    const missed = await call<HistoryPage>(h.app, {
      method: 'GET',
      url: `/im/talk/${talkId}/messages?after=${lastSeen}`,
      headers: m.seller.headers,
    })
    for (const r of missed.body.result.records) received.set(r.id, r)
    const texts = [...received.values()].sort((a, b) => a.seq - b.seq).map((r) => r.text)
    expect(texts).toEqual([
      'before 1',
      'before 2',
      'before 3',
      'during 1',
      'during 2',
      'during 3',
      'during 4',
      'after 1',
    ])
    expect([...received.values()].map((r) => r.seq).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
  })
})

describe('session end', () => {
  it('closes the socket with 20004 on logout and 20444 when the account logs in elsewhere', async () => {
    const m = await market(h)
    const socket = await connect(m.buyer.accessToken, { lang: 'en' })
    await call(h.app, { method: 'POST', url: '/buyer/passport/member/logout', headers: m.buyer.headers })
    expect(await socket.next((f) => f.type === 'error')).toMatchObject({ code: ErrorCode.SESSION_EXPIRED })
    expect((await socket.closed).code).toBe(4401)

    const seller = await connect(m.seller.accessToken)
    await login(h.app, m.seller.member.username)
    expect(await seller.next((f) => f.type === 'error')).toMatchObject({ code: ErrorCode.SESSION_REPLACED })
    expect((await seller.closed).code).toBe(4401)
    await expect(connectSocket(base, m.seller.accessToken, { origin: base })).rejects.toMatchObject({
      status: 401,
    })
  })
})

it('a message id is unique per talk and sender even under concurrent REST and socket sends', async () => {
  const m = await market(h)
  const talkId = await openTalk(h, m.buyer, m.goodsId)
  const buyer = await connect(m.buyer.accessToken)
  const ids = Array.from({ length: 40 }, () => randomUUID())
  for (const id of ids) buyer.send({ type: 'send', talkId, clientId: id, text: `ws ${id}` })
  await Promise.all(ids.map((id) => sendText(h, m.buyer, talkId, `ws ${id}`, id)))
  await Promise.all(ids.map((id) => buyer.next(isAck(id))))
  const rows = await h.db.select().from(messages)
  expect(rows).toHaveLength(40)
  expect(rows.map((r) => r.seq).sort((a, b) => a - b)).toEqual(Array.from({ length: 40 }, (_, i) => i + 1))
})
