/** The decode queue's rules (docs/decisions.md, Images): slots, one per owner, turns, shares. */
import { describe, expect, it, vi } from 'vitest'
import { AppError } from '../../lib/errors.ts'
import { DecodeQueue, type Owner } from './media.queue.ts'

/** Tasks that start when the queue lets them and end when the test says. */
function tasks(queue: DecodeQueue) {
  const started: string[] = []
  const gates = new Map<string, () => void>()
  const submit = (owner: Owner, name: string, fail = false) =>
    queue.run(async () => {
      started.push(name)
      await new Promise<void>((resolve) => gates.set(name, resolve))
      if (fail) throw new Error(`${name} failed`)
      return name
    }, owner)
  const finish = async (name: string) => {
    await vi.waitFor(() => expect(gates.has(name)).toBe(true))
    gates.get(name)?.()
  }
  return { started, submit, finish }
}

describe('DecodeQueue', () => {
  it('runs at most `slots` tasks, one per owner, and frees the slot of a task that fails', async () => {
    const queue = new DecodeQueue(2, 16, 8)
    const t = tasks(queue)
    const a1 = t.submit(1, 'a1', true)
    const a2 = t.submit(1, 'a2')
    const b1 = t.submit(2, 'b1')
    const c1 = t.submit(3, 'c1')
    // A's second waits although a slot was free when it came: the other slot is for someone else.
    await vi.waitFor(() => expect(t.started).toEqual(['a1', 'b1']))
    expect([queue.running, queue.queued]).toEqual([2, 2])
    await t.finish('a1')
    await expect(a1).rejects.toThrow('a1 failed')
    // C had waited since before A's turn ended: C first, then A's next.
    await vi.waitFor(() => expect(t.started).toEqual(['a1', 'b1', 'c1']))
    await t.finish('b1')
    await vi.waitFor(() => expect(t.started).toEqual(['a1', 'b1', 'c1', 'a2']))
    await t.finish('c1')
    await t.finish('a2')
    expect(await Promise.all([a2, b1, c1])).toEqual(['a2', 'b1', 'c1'])
    expect([queue.running, queue.queued]).toEqual([0, 0])
  })

  it('hands slots round: a member’s burst takes one turn in each round, never all of them', async () => {
    const queue = new DecodeQueue(1, 16, 8)
    const t = tasks(queue)
    const runs = [t.submit(0, 'x'), ...['a1', 'a2', 'a3'].map((n) => t.submit(1, n))]
    runs.push(t.submit(2, 'b1'), t.submit(2, 'b2'), t.submit(3, 'c1'))
    for (const name of ['x', 'a1', 'b1', 'c1', 'a2', 'b2', 'a3']) await t.finish(name)
    await Promise.all(runs)
    expect(t.started).toEqual(['x', 'a1', 'b1', 'c1', 'a2', 'b2', 'a3'])
  })

  it('refuses at once with 429 1003 an owner over their share, and a newcomer when the line is full', async () => {
    const queue = new DecodeQueue(1, 2, 3)
    const t = tasks(queue)
    const admitted = [t.submit(1, 'a1'), t.submit(1, 'a2'), t.submit(1, 'a3')]
    await expect(t.submit(1, 'a4')).rejects.toMatchObject({ status: 429, code: 1003 })
    admitted.push(t.submit(2, 'b1'))
    // Two owners wait (A and B): a third is turned away, while B may still add to their own share.
    const refused = t.submit(3, 'c1')
    await expect(refused).rejects.toBeInstanceOf(AppError)
    await expect(refused).rejects.toMatchObject({ status: 429, code: 1003 })
    admitted.push(t.submit(2, 'b2'))
    for (const name of ['a1', 'b1', 'a2', 'b2', 'a3']) await t.finish(name)
    expect(await Promise.all(admitted)).toEqual(['a1', 'a2', 'a3', 'b1', 'b2'])
    expect(t.started).toEqual(['a1', 'b1', 'a2', 'b2', 'a3'])
  })
})
