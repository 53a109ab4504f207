/**
 * What one socket, or one member's sockets, may cost (docs/product/chat.md#the-socket): frames
 * over the budget dropped with one warning and a flooding socket closed, read positions written
 * at most once a second, "typing" paced and never relayed across a block, seqs bounded, and the
 * sockets a member may hold and open. Limits at their real size (RATE_LIMIT_SCALE 1).
 */
import {
  CHAT_CLOSE,
  CHAT_CONNECT_LIMIT,
  CHAT_FLOOD_COOLDOWN_MS,
  CHAT_READ_WRITE_MS,
  CHAT_SOCKETS,
  CHAT_TYPING_RELAY_MS,
  ErrorCode,
  type ServerFrame,
} from '@kaifong/contract'
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { detail, market, openTalk, sendText } from '../../../test/chat.ts'
import { connectSocket, type TestSocket } from '../../../test/chat-ws-client.ts'
import { DEFAULT_PASSWORD } from '../../../test/factories.ts'
import { call, useTestApp } from '../../../test/harness.ts'

const h = useTestApp({ RATE_LIMIT_SCALE: '1' })
let base = ''
const sockets: TestSocket[] = []

beforeAll(async () => {
  base = await h.app.listen({ port: 0, host: '127.0.0.1' })
})
afterAll(() => {
  for (const s of sockets) s.ws.terminate()
})

async function connect(token: string, lang = 'en') {
  const socket = await connectSocket(base, token, { origin: base, lang })
  sockets.push(socket)
  await socket.next((f) => f.type === 'hello')
  return socket
}

type Of<T extends ServerFrame['type']> = Extract<ServerFrame, { type: T }>
const framesOf = <T extends ServerFrame['type']>(s: TestSocket, type: T) =>
  s.frames.filter((f): f is Of<T> => f.type === type)
const warnings = (s: TestSocket) => framesOf(s, 'error').filter((f) => 'dropped' in f)

/** Resolves when the socket closes, or rejects after `ms` (the test then fails instead of hanging). */
const closedWithin = (s: TestSocket, ms = 5000) =>
  Promise.race([
    s.closed,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the socket stayed open')), ms)),
  ])

/**
 * Sends a read frame as a fence: frames are handled in order and deliveries arrive in order, so
 * once the other member hears this read, every frame before it has had its effect.
 */
async function fence(from: TestSocket, to: TestSocket, talkId: string, seq: number) {
  from.send({ type: 'read', talkId, seq })
  await to.next((f) => f.type === 'read' && f.seq === seq)
}

async function talkWithMessages(count: number) {
  const m = await market(h)
  const talkId = await openTalk(h, m.buyer, m.goodsId)
  for (let i = 1; i <= count; i++) await sendText(h, m.seller, talkId, `message ${i}`)
  return { ...m, talkId }
}

describe('a flood of frames', () => {
  it('2,000 read frames from one socket are two UPDATEs, one warning, and the socket is closed (4429) for a minute', async () => {
    const m = await talkWithMessages(3)
    const seller = await connect(m.seller.accessToken)
    const otherTab = await connect(m.buyer.accessToken)
    const buyer = await connect(m.buyer.accessToken)
    for (let i = 0; i < 2000; i++) buyer.send({ type: 'read', talkId: m.talkId, seq: (i % 3) + 1 })
    // Every UPDATE tells both members; the first read is written at once, the highest of the
    // others CHAT_READ_WRITE_MS later.
    await seller.next((f) => f.type === 'read' && f.seq === 3, CHAT_READ_WRITE_MS + 5000)
    expect(framesOf(seller, 'read').map((f) => f.seq)).toEqual([1, 3])
    expect((await closedWithin(buyer)).code).toBe(CHAT_CLOSE.FLOODING)
    expect(warnings(buyer)).toEqual([
      {
        type: 'error',
        code: ErrorCode.TOO_MANY_REQUESTS,
        message: 'Too much at once: some of it was skipped. Please slow down',
        dropped: true,
      },
    ])
    expect((await detail(h, m.seller, m.talkId)).body.result.otherReadSeq).toBe(3)
    // The member's other sockets stay; a new one waits a minute, so reconnecting is no way round.
    otherTab.send({ type: 'ping' })
    await otherTab.next((f) => f.type === 'pong')
    await expect(connectSocket(base, m.buyer.accessToken, { origin: base })).rejects.toMatchObject({
      status: 429,
    })
    h.clock.advance(CHAT_FLOOD_COOLDOWN_MS)
    await connect(m.buyer.accessToken)
  })

  it('relays one "typing" per talk in CHAT_TYPING_RELAY_MS and drops the rest with one warning', async () => {
    const m = await talkWithMessages(1)
    const seller = await connect(m.seller.accessToken)
    const buyer = await connect(m.buyer.accessToken)
    for (let i = 0; i < 20; i++) buyer.send({ type: 'typing', talkId: m.talkId })
    await fence(buyer, seller, m.talkId, 1)
    expect(framesOf(seller, 'typing')).toHaveLength(1)
    expect(warnings(buyer)).toHaveLength(1)
    h.clock.advance(CHAT_TYPING_RELAY_MS)
    buyer.send({ type: 'typing', talkId: m.talkId })
    await seller.next((f) => f.type === 'typing' && framesOf(seller, 'typing').length === 2)
    expect(buyer.ws.readyState).toBe(buyer.ws.OPEN)
  })
})

describe('blocks', () => {
  it('"typing" never reaches a member either side has blocked, and does again after unblocking', async () => {
    const m = await talkWithMessages(3)
    const seller = await connect(m.seller.accessToken)
    const buyer = await connect(m.buyer.accessToken)
    buyer.send({ type: 'typing', talkId: m.talkId })
    await seller.next((f) => f.type === 'typing')
    const block = (path: 'block' | 'unblock') =>
      call(h.app, {
        method: 'POST',
        url: `/im/talk/${path}`,
        headers: m.seller.headers,
        payload: { talkId: m.talkId },
      })
    expect((await block('block')).status).toBe(200)
    h.clock.advance(CHAT_TYPING_RELAY_MS)
    buyer.send({ type: 'typing', talkId: m.talkId })
    await fence(buyer, seller, m.talkId, 1)
    // And the other way: the blocker's own "typing" does not reach the member they blocked.
    seller.send({ type: 'typing', talkId: m.talkId })
    await fence(seller, buyer, m.talkId, 3)
    expect(framesOf(seller, 'typing')).toHaveLength(1)
    expect(framesOf(buyer, 'typing')).toHaveLength(0)
    expect((await block('unblock')).status).toBe(200)
    h.clock.advance(CHAT_TYPING_RELAY_MS)
    buyer.send({ type: 'typing', talkId: m.talkId })
    await seller.next((f) => f.type === 'typing' && framesOf(seller, 'typing').length === 2)
  })
})

describe('seqs', () => {
  it('a seq past int4 is a 4002 on the socket and over REST, with nothing logged as an error', async () => {
    const m = await talkWithMessages(1)
    const errors = vi.spyOn(h.app.log, 'error')
    try {
      const buyer = await connect(m.buyer.accessToken)
      buyer.send({ type: 'read', talkId: m.talkId, seq: 2147483648 })
      expect(await buyer.next((f) => f.type === 'error')).toMatchObject({ code: ErrorCode.PARAM_ERROR })
      const rest = await call(h.app, {
        method: 'PUT',
        url: `/im/talk/${m.talkId}/read`,
        headers: m.buyer.headers,
        payload: { seq: 2147483648 },
      })
      expect({ status: rest.status, code: rest.body.code }).toEqual({
        status: 400,
        code: ErrorCode.PARAM_ERROR,
      })
      const history = await call(h.app, {
        method: 'GET',
        url: `/im/talk/${m.talkId}/messages?after=2147483648`,
        headers: m.buyer.headers,
      })
      expect(history.body.code).toBe(ErrorCode.PARAM_ERROR)
      buyer.send({ type: 'read', talkId: m.talkId, seq: 2147483647 })
      await buyer.next((f) => f.type === 'read')
      expect(errors).not.toHaveBeenCalled()
    } finally {
      errors.mockRestore()
    }
  })
})

describe('sockets per member', () => {
  /** Opens `n` sockets on one token, one after another. */
  async function open(who: { accessToken: string }, n: number) {
    const opened: TestSocket[] = []
    for (let i = 0; i < n; i++) opened.push(await connect(who.accessToken))
    return opened
  }
  const isOpen = (s: TestSocket) => s.ws.readyState === s.ws.OPEN

  it('one more socket than a session may hold closes its oldest (4409); the new one stays', async () => {
    const m = await market(h)
    const tabs = await open(m.buyer, CHAT_SOCKETS.perSession + 1)
    expect((await closedWithin(tabs[0] as TestSocket)).code).toBe(CHAT_CLOSE.REPLACED)
    expect(tabs.slice(1).every(isOpen)).toBe(true)
  })

  it('a member’s phone and desktop sessions hold CHAT_SOCKETS.perMember together', async () => {
    const m = await market(h)
    const desktop = await open(m.buyer, CHAT_SOCKETS.perSession)
    const phone = await call<{ accessToken: string }>(h.app, {
      method: 'POST',
      url: '/buyer/passport/member/userLogin',
      headers: { clienttype: 'H5' },
      payload: { username: m.buyer.member.username, password: DEFAULT_PASSWORD },
    })
    expect(phone.status).toBe(200)
    const phoneTabs = await open(phone.body.result, CHAT_SOCKETS.perSession)
    const over = 2 * CHAT_SOCKETS.perSession - CHAT_SOCKETS.perMember
    const closed = await Promise.all(desktop.slice(0, over).map((s) => closedWithin(s)))
    expect(closed.map((c) => c.code)).toEqual(Array(over).fill(CHAT_CLOSE.REPLACED))
    expect([...desktop.slice(over), ...phoneTabs].every(isOpen)).toBe(true)
  })

  it(`opens at most ${CHAT_CONNECT_LIMIT.count} sockets a minute per member; the next upgrade is refused (429)`, async () => {
    const m = await market(h)
    await open(m.buyer, CHAT_CONNECT_LIMIT.count)
    await expect(connectSocket(base, m.buyer.accessToken, { origin: base })).rejects.toMatchObject({
      status: 429,
    })
    // Another member is not held back by it.
    await connect(m.seller.accessToken)
    h.clock.advance(CHAT_CONNECT_LIMIT.windowMs)
    await connect(m.buyer.accessToken)
  })
})
