// The chat delivery load (bench/chat.mjs runs it in its own process): every member of the seed's
// talks connects a socket (2 per talk), and together they send BENCH_CHAT_RATE messages a second
// for BENCH_CHAT_SECONDS, spread evenly over the sockets and over time, each a distinct text.
// Measures, for every message, send → acknowledgement and send → arrival at the other member's
// socket (same process, same clock), and counts messages acknowledged but never delivered (lost)
// and delivered twice (duplicated). Prints one JSON line.
import { readFileSync } from 'node:fs'
import { WebSocket } from 'ws'

const [, , baseUrl, seedFile] = process.argv
const rate = Number(process.env.BENCH_CHAT_RATE ?? 5000)
const seconds = Number(process.env.BENCH_CHAT_SECONDS ?? 30)
const graceMs = 5000
const { talks } = JSON.parse(readFileSync(seedFile, 'utf8'))

const wsUrl = `${baseUrl.replace(/^http/, 'ws')}/im/ws`
const sockets = []
for (const t of talks) {
  sockets.push({ talkId: t.talkId, token: t.buyerToken, memberId: t.buyerId })
  sockets.push({ talkId: t.talkId, token: t.sellerToken, memberId: t.sellerId })
}

const sentAt = new Map() // n → time sent
const ackAt = new Map() // n → time acknowledged
const deliveries = new Map() // n → times delivered to the other member
const ackLatency = []
const deliveryLatency = []
let errors = 0
const errorCodes = {}

function connect(s) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(wsUrl, ['kaifong.v1', `token.${s.token}`], {
      origin: baseUrl,
      perMessageDeflate: false,
    })
    s.ws = ws
    ws.on('message', (data) => {
      const now = performance.now()
      const f = JSON.parse(data)
      if (f.type === 'ack') {
        const n = Number(f.clientId.slice(6))
        if (!ackAt.has(n)) {
          ackAt.set(n, now)
          ackLatency.push(now - sentAt.get(n))
        }
      } else if (f.type === 'message' && f.message.senderId !== s.memberId) {
        const n = Number(f.message.text.slice(6))
        const seen = (deliveries.get(n) ?? 0) + 1
        deliveries.set(n, seen)
        if (seen === 1) deliveryLatency.push(now - sentAt.get(n))
      } else if (f.type === 'error') {
        errors++
        errorCodes[f.code] = (errorCodes[f.code] ?? 0) + 1
      }
    })
    ws.once('open', resolve)
    ws.once('error', reject)
  })
}

// Connect in waves of 100 (a real crowd arrives over time, not in one instant).
const connectStart = performance.now()
for (let i = 0; i < sockets.length; i += 100) await Promise.all(sockets.slice(i, i + 100).map(connect))
const connectMs = performance.now() - connectStart
await new Promise((r) => setTimeout(r, 1000))

// Every TICK_MS, the next `perTick` sockets (round robin, shuffled once) each send one message.
const TICK_MS = 10
const order = sockets.map((_, i) => i).sort(() => Math.random() - 0.5)
let next = 0
let n = 0
let carry = 0
const total = rate * seconds
const started = performance.now()
await new Promise((resolve) => {
  const timer = setInterval(() => {
    const elapsed = performance.now() - started
    const due = Math.min(total, Math.floor((elapsed / 1000) * rate)) - n + carry
    carry = 0
    for (let k = 0; k < due; k++) {
      const s = sockets[order[next++ % order.length]]
      if (s.ws.bufferedAmount > 1 << 20) {
        carry++
        continue
      }
      n++
      sentAt.set(n, performance.now())
      s.ws.send(
        JSON.stringify({
          type: 'send',
          talkId: s.talkId,
          clientId: `bench-${String(n).padStart(8, '0')}`,
          text: `bench ${n}`,
        }),
      )
    }
    if (n >= total) {
      clearInterval(timer)
      resolve()
    }
  }, TICK_MS)
})
const sendSeconds = (performance.now() - started) / 1000
await new Promise((r) => setTimeout(r, graceMs))

let lost = 0
let duplicated = 0
for (const id of ackAt.keys()) {
  const seen = deliveries.get(id) ?? 0
  if (seen === 0) lost++
  if (seen > 1) duplicated++
}
const pct = (xs, p) => {
  if (xs.length === 0) return null
  const sorted = Float64Array.from(xs).sort()
  return Math.round(sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] * 10) / 10
}
for (const s of sockets) s.ws.terminate()
console.log(
  JSON.stringify({
    sockets: sockets.length,
    connectMs: Math.round(connectMs),
    targetRate: rate,
    seconds,
    sent: n,
    sentPerSec: Math.round(n / sendSeconds),
    acked: ackAt.size,
    delivered: deliveryLatency.length,
    lost,
    duplicated,
    unacked: n - ackAt.size,
    errors,
    errorCodes,
    ackP50: pct(ackLatency, 50),
    ackP99: pct(ackLatency, 99),
    deliveryP50: pct(deliveryLatency, 50),
    deliveryP95: pct(deliveryLatency, 95),
    deliveryP99: pct(deliveryLatency, 99),
    deliveryMax: pct(deliveryLatency, 100),
    // The load's own CPU: it shares the machine with the server and the database.
    loadCpuSeconds: Math.round(((process.cpuUsage().user + process.cpuUsage().system) / 1e6) * 10) / 10,
  }),
)
process.exit(0)
