/**
 * The chat socket in the web tests: a WebSocket class whose instances the test opens, feeds
 * frames, and drops, and which records what the client sent (frames parsed back from JSON).
 */

type Handler<E> = ((event: E) => void) | null

export class FakeWebSocket {
  static instances: FakeWebSocket[] = []
  static reset() {
    FakeWebSocket.instances = []
  }
  /** The newest socket, which the client is using. */
  static latest(): FakeWebSocket {
    const ws = FakeWebSocket.instances.at(-1)
    if (!ws) throw new Error('no socket was opened')
    return ws
  }

  readyState = 0
  sent: Record<string, unknown>[] = []
  onopen: Handler<Event> = null
  onmessage: Handler<MessageEvent> = null
  onclose: Handler<CloseEvent> = null
  onerror: Handler<Event> = null

  constructor(
    readonly url: string,
    readonly protocols: string[] = [],
  ) {
    FakeWebSocket.instances.push(this)
  }

  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>)
  }
  close() {
    this.readyState = 3
  }

  // ---- What the test does ----

  /** The server accepted the connection. */
  accept() {
    this.readyState = 1
    this.onopen?.(new Event('open'))
  }
  /** A frame from the server. */
  receive(frame: object) {
    this.onmessage?.(new MessageEvent('message', { data: JSON.stringify(frame) }))
  }
  /** The connection is gone (refused before opening, or dropped after); `code`: the server closed it so. */
  drop(code = 1006) {
    this.readyState = 3
    this.onclose?.(new CloseEvent('close', { code }))
  }
  /** The frames of one type the client sent. */
  sentOf(type: string) {
    return this.sent.filter((f) => f.type === type)
  }
}
