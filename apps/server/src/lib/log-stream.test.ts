import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { createLogStream } from './log-stream.ts'

/** A destination that accepts writes but completes none until `drain()`: a pipe nobody reads. */
function stalledOutput() {
  const written: string[] = []
  const pending: Array<() => void> = []
  const out = new Writable({
    highWaterMark: 16,
    write(chunk: Buffer, _encoding, callback) {
      written.push(chunk.toString())
      pending.push(() => callback())
    },
  })
  return {
    out,
    written,
    drain() {
      for (let complete = pending.shift(); complete; complete = pending.shift()) complete()
    },
  }
}

describe('the log stream', () => {
  it('drops lines beyond the pending limit instead of queueing without end, then says how many', () => {
    const { out, written, drain } = stalledOutput()
    const log = createLogStream(out, 100)
    for (let i = 0; i < 10; i++) log.write(`${'x'.repeat(39)}\n`)
    // 40 + 40 + 40 bytes wait (the third write found 80 ≤ 100); the other 7 lines were dropped.
    expect(out.writableLength).toBe(120)
    expect(log.dropped).toBe(7)

    drain()
    expect(out.writableLength).toBe(0)
    log.write('{"msg":"after"}\n')
    drain()
    const notice = written.find((line) => line.includes('dropped'))
    expect(notice && JSON.parse(notice)).toMatchObject({ level: 40, dropped: 7 })
    expect(written.at(-1)).toBe('{"msg":"after"}\n')
    expect(log.dropped).toBe(0)
  })

  it('stops logging, without throwing, once the reader is gone', () => {
    let writes = 0
    const out = new Writable({
      write(_chunk, _encoding, callback) {
        writes++
        const err: NodeJS.ErrnoException = new Error('write EPIPE')
        err.code = 'EPIPE'
        callback(err)
      },
    })
    const log = createLogStream(out)
    log.write('one\n')
    expect(() => log.write('two\n')).not.toThrow()
    log.write('three\n')
    expect(writes).toBe(1)
  })
})
