/**
 * Uploads in the web tests: a fake XMLHttpRequest (uploads report progress, so they do not go
 * through fetch) and picture files to pick.
 */

import { image } from './factories.ts'
import { okBody } from './fake-api.ts'

interface XhrReply {
  status: number
  body: object
}

/** XMLHttpRequest for uploads: replies from a queue, or waits when `manual` is set. */
export class FakeXhr {
  static sent: FakeXhr[] = []
  static replies: XhrReply[] = []
  static manual = false
  static reset() {
    FakeXhr.sent = []
    FakeXhr.replies = []
    FakeXhr.manual = false
  }

  method = ''
  url = ''
  timeout = 0
  status = 0
  responseText = ''
  headers: Record<string, string> = {}
  body: unknown = null
  upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } =
    {
      onprogress: null,
    }
  onload: (() => void) | null = null
  onerror: (() => void) | null = null
  ontimeout: (() => void) | null = null
  onabort: (() => void) | null = null

  open(method: string, url: string) {
    this.method = method
    this.url = url
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value
  }
  send(body: unknown) {
    this.body = body
    FakeXhr.sent.push(this)
    if (FakeXhr.manual) return
    const reply = FakeXhr.replies.shift() ?? {
      status: 200,
      body: okBody(image(`img-${FakeXhr.sent.length}`)),
    }
    setTimeout(() => this.reply(reply.status, reply.body), 0)
  }
  abort() {
    this.onabort?.()
  }
  progress(fraction: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: fraction * 100, total: 100 })
  }
  reply(status: number, body: object) {
    this.progress(1)
    this.status = status
    this.responseText = JSON.stringify(body)
    this.onload?.()
  }
}

export const photoFile = (name = 'photo.jpg', bytes = 2048, type = 'image/jpeg') =>
  new File([new Uint8Array(bytes)], name, { type })
