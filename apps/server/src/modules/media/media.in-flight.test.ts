/**
 * Bodies held in memory are bounded before they are read (docs/decisions.md, Images): a member's
 * ninth upload while eight bodies of theirs are still arriving is refused at once, and so is
 * anyone's once 32 are in flight; a place is given back when its upload is answered, however it
 * ends. Real sockets: the bodies arrive slowly, as from a script that starts uploads and never
 * finishes them.
 */
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createSignedIn } from '../../../test/factories.ts'
import { useTestApp } from '../../../test/harness.ts'
import { multipart, solid, uploadImage } from '../../../test/media.ts'
import { MEMBER_UPLOADS_IN_FLIGHT, UPLOADS_IN_FLIGHT } from './media.service.ts'

const h = useTestApp()
let port = 0
beforeAll(async () => {
  await h.app.listen({ port: 0, host: '127.0.0.1' })
  const address = h.app.server.address()
  port = typeof address === 'object' && address ? address.port : 0
})

interface Slow {
  /** Resolves with the status once the server answers (or the socket closes: 0). */
  status: Promise<number>
  abort(): void
}

/** Starts an upload of a 5 MB body and sends only its first kilobyte. */
function slowUpload(token: string): Slow {
  const boundary = 'kfslowbody'
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
  )
  const req = httpRequest({
    host: '127.0.0.1',
    port,
    method: 'POST',
    path: '/common/common/upload/file',
    headers: {
      accesstoken: token,
      'content-type': `multipart/form-data; boundary=${boundary}`,
      'content-length': String(5 * 1024 * 1024),
    },
  })
  const status = new Promise<number>((resolve) => {
    req.on('response', (res) => {
      res.resume()
      resolve(res.statusCode ?? 0)
    })
    req.on('error', () => resolve(0))
    req.on('close', () => resolve(0))
  })
  req.write(head)
  req.write(Buffer.alloc(1024, 0xff))
  return { status, abort: () => req.destroy() }
}

/** Waits until the server has taken `n` places (each slow upload is read a little first). */
const settle = () => new Promise((resolve) => setTimeout(resolve, 300))

describe('uploads in flight', () => {
  const slow: Slow[] = []
  afterAll(() => {
    for (const s of slow) s.abort()
  })

  it("refuses a member's ninth upload at once while eight bodies are arriving, and frees the places", async () => {
    const mary = await createSignedIn(h)
    for (let i = 0; i < MEMBER_UPLOADS_IN_FLIGHT; i++) slow.push(slowUpload(mary.accessToken))
    await settle()
    const png = await solid(50, 50).png().toBuffer()
    const ninth = await uploadImage(h.app, { ...mary.headers, language: 'en' }, png)
    expect(ninth.status).toBe(429)
    expect(ninth.body).toMatchObject({ code: 1003 })
    // Another member is not held up.
    const john = await createSignedIn(h)
    expect((await uploadImage(h.app, john.headers, png)).status).toBe(200)
    // The slow ones end (the client gives up): their places come back.
    for (const s of slow.splice(0)) s.abort()
    await settle()
    expect((await uploadImage(h.app, mary.headers, png)).status).toBe(200)
  })

  it('refuses anyone once 32 uploads are in flight', async () => {
    const members = await Promise.all(
      Array.from({ length: UPLOADS_IN_FLIGHT / MEMBER_UPLOADS_IN_FLIGHT }, () => createSignedIn(h)),
    )
    for (const m of members)
      for (let i = 0; i < MEMBER_UPLOADS_IN_FLIGHT; i++) slow.push(slowUpload(m.accessToken))
    await settle()
    const other = await createSignedIn(h)
    const { payload, headers } = await multipart([{ bytes: await solid(50, 50).png().toBuffer() }])
    const refused = await h.app.inject({
      method: 'POST',
      url: '/common/common/upload/file',
      headers: { ...other.headers, ...headers },
      payload,
    })
    expect(refused.statusCode).toBe(429)
    for (const s of slow.splice(0)) s.abort()
    await settle()
    const res = await h.app.inject({
      method: 'POST',
      url: '/common/common/upload/file',
      headers: { ...other.headers, ...headers },
      payload,
    })
    expect(res.statusCode).toBe(200)
  })
})
