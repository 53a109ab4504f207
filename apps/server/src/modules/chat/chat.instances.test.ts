/**
 * Two server processes on one PostgreSQL database and one Redis (docs/product/chat.md, "Several
 * instances"): a member connected to instance B hears what is sent through instance A, by socket
 * and by REST, a session ended through A closes its socket on B, and a member's limits are one
 * count over both instances (lib/limiter.ts). Needs PostgreSQL and Redis (`npm run test:pg` and CI
 * set TEST_DATABASE_URL and TEST_REDIS_URL).
 */
import { randomUUID } from 'node:crypto'
import { ErrorCode, type ServerFrame } from '@kaifong/contract'
import { afterAll, describe, expect, it } from 'vitest'
import { connectSocket, type TestSocket } from '../../../test/chat-ws-client.ts'
import { openTestDatabase } from '../../../test/db.ts'
import { listeningUrl, startServer, stopAll } from '../../../test/processes.ts'
import { categories, goods, members } from '../../db/schema.ts'
import { hashPassword } from '../../lib/passwords.ts'

const PASSWORD = 'Passw0rd!'

describe.runIf(process.env.TEST_DATABASE_URL && process.env.TEST_REDIS_URL)(
  'two instances sharing Redis',
  () => {
    const sockets: TestSocket[] = []
    let close = async () => {}
    afterAll(async () => {
      for (const s of sockets) s.ws.terminate()
      stopAll()
      await close()
    })

    it('delivers a message sent through one instance to a socket on the other', {
      timeout: 240_000,
    }, async () => {
      const database = await openTestDatabase()
      close = database.close
      const env = {
        DATABASE_URL: database.url ?? '',
        REDIS_URL: process.env.TEST_REDIS_URL ?? '',
        // Both instances of this site share their counters, apart from any other test's.
        REDIS_NAMESPACE: `test-${randomUUID()}:`,
        LOG_LEVEL: 'info',
      }
      // One at a time: each runs the migrations at start-up.
      const a = await listeningUrl(startServer(env))
      const b = await listeningUrl(startServer(env))

      const hash = await hashPassword(PASSWORD)
      const member = (name: string) => ({
        username: name,
        email: `${name}@example.com`,
        passwordHash: hash,
        nickName: name,
        invitationCode: `INV${randomUUID().slice(0, 8).toUpperCase()}`,
        countryCode: '852',
        mobile: { sellerab: '61234567', buyerab: '61234568', senderab: '61234569' }[name] ?? '',
        phoneVerifiedAt: new Date(),
      })
      const [seller, buyer] = await database.db
        .insert(members)
        .values([member('sellerab'), member('buyerab'), member('senderab')])
        .returning()
      const [cat] = await database.db
        .insert(categories)
        .values({ parentId: 0, level: 1, name: { 'zh-Hant': '其他', 'zh-Hans': '其他', en: 'Other' } })
        .returning()
      if (!seller || !buyer || !cat) throw new Error('set-up failed')
      const now = new Date()
      const [listing] = await database.db
        .insert(goods)
        .values({
          sellerId: seller.id,
          categoryId: cat.id,
          categoryPath: [cat.id],
          name: 'Bike',
          intro: 'A bike',
          goodsStatus: 1,
          price: '800.00',
          tradingMethods: [1],
          marketEnable: 'UPPER',
          openDays: 7,
          openTime: now,
          closeTime: new Date(now.getTime() + 7 * 86_400_000),
          searchVector: '',
        })
        .returning()
      if (!listing) throw new Error('listing insert failed')

      const login = async (base: string, username: string) => {
        const res = await fetch(`${base}/buyer/passport/member/userLogin`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ username, password: PASSWORD }),
        })
        const body = (await res.json()) as { result: { accessToken: string } }
        return body.result.accessToken
      }
      const sellerToken = await login(a, 'sellerab')
      const buyerToken = await login(b, 'buyerab')
      const talk = (await (
        await fetch(`${a}/buyer/goodsAAA/goodsAAA/getImTalk/${listing.id}`, {
          headers: { accesstoken: buyerToken },
        })
      ).json()) as { result: { id: string } }
      const talkId = talk.result.id

      const onB = await connectSocket(b, buyerToken, { origin: b })
      const onA = await connectSocket(a, sellerToken, { origin: a })
      sockets.push(onA, onB)
      await onB.next((f) => f.type === 'hello')
      await onA.next((f) => f.type === 'hello')

      onA.send({ type: 'send', talkId, clientId: 'from-a-socket', text: 'sent through A' })
      const heard = await onB.next((f) => f.type === 'message' && f.message.text === 'sent through A')
      expect(heard).toMatchObject({ message: { talkId, seq: 1, clientId: null } })

      await fetch(`${a}/im/talk/message`, {
        method: 'POST',
        headers: { accesstoken: sellerToken, 'content-type': 'application/json' },
        body: JSON.stringify({ talkId, clientId: 'from-a-rest', text: 'REST through A' }),
      })
      await onB.next((f) => f.type === 'message' && f.message.text === 'REST through A')

      onB.send({ type: 'send', talkId, clientId: 'from-b-socket', text: 'reply through B' })
      await onA.next((f) => f.type === 'message' && f.message.text === 'reply through B')
      // The sending socket has its acknowledgement, not an echo.
      await onB.next((f) => f.type === 'ack' && f.clientId === 'from-b-socket')
      expect(onB.frames.filter((f: ServerFrame) => f.type === 'message')).toHaveLength(2)

      // Logging the buyer in again through A ends the session whose socket is on B.
      await login(a, 'buyerab')
      expect(await onB.next((f) => f.type === 'error')).toMatchObject({ code: ErrorCode.SESSION_REPLACED })
      expect((await onB.closed).code).toBe(4401)

      // Limits per member hold across instances: 20 chat messages in 10 s, 5 exports an hour,
      // however the requests are spread over A and B (they were counted per process before).
      const senderToken = await login(a, 'senderab')
      const senderTalk = (await (
        await fetch(`${b}/buyer/goodsAAA/goodsAAA/getImTalk/${listing.id}`, {
          headers: { accesstoken: senderToken },
        })
      ).json()) as { result: { id: string } }
      const sends = await Promise.all(
        Array.from({ length: 50 }, (_, i) =>
          fetch(`${i % 2 ? a : b}/im/talk/message`, {
            method: 'POST',
            headers: { accesstoken: senderToken, 'content-type': 'application/json' },
            body: JSON.stringify({
              talkId: senderTalk.result.id,
              clientId: `spread-${i}`,
              text: `message ${i}`,
            }),
          }).then((res) => res.status),
        ),
      )
      expect(sends.filter((s) => s === 200)).toHaveLength(20)
      expect(sends.filter((s) => s === 429)).toHaveLength(30)
      const exports = await Promise.all(
        Array.from({ length: 10 }, (_, i) =>
          fetch(`${i % 2 ? a : b}/buyer/passport/member/export`, {
            headers: { accesstoken: senderToken },
          }).then((res) => res.status),
        ),
      )
      expect(exports.filter((s) => s === 200)).toHaveLength(5)
      expect(exports.filter((s) => s === 429)).toHaveLength(5)
    })
  },
)
