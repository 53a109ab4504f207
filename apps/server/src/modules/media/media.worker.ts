/**
 * An image worker process, started by media.pool.ts: it renders one upload at a time, as it is
 * told over IPC, and answers with the two WebP renditions or why it could not. It leaves when the
 * server does (the IPC channel closes), and the server kills it when an image takes too long.
 */
import { type Encoded, failureOf, type RenderFailure, render } from './media.render.ts'

export interface WorkerJob {
  id: number
  bytes: Uint8Array
  maxPixels: number
}

export type WorkerReply =
  | { ready: true }
  | { id: number; ok: true; display: Encoded; thumb: Encoded }
  | { id: number; ok: false; failure: RenderFailure }

const reply = (message: WorkerReply) => process.send?.(message)

async function work(job: WorkerJob): Promise<void> {
  try {
    const { display, thumb } = await render(
      Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength),
      job.maxPixels,
    )
    reply({ id: job.id, ok: true, display, thumb })
  } catch (err) {
    reply({ id: job.id, ok: false, failure: failureOf(err) })
  }
}

process.on('message', (job: WorkerJob) => void work(job))
process.on('disconnect', () => process.exit(0))
reply({ ready: true })
