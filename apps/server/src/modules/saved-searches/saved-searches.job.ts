/**
 * The saved-search alert job (docs/product/search.md, "Saved searches"), every
 * ALERT_JOB_INTERVAL_MS on each instance:
 *
 * 1. Match: take up to MATCH_BATCH published listings from the queue (the goods.published event
 *    put them there) and match them against every saved search with alerts on in one statement
 *    (saved-searches.repo.ts `matchListings`): one tsquery test per listing and search, on the
 *    listing's search entry — never a search query per saved search. Matches add up per search.
 * 2. Tell: claim the searches with waiting matches whose last alert is SAVED_SEARCH_ALERT_GAP_MINUTES
 *    old or more, reset them in the claiming statement, write one SAVED_SEARCH notice each (in
 *    the same transaction), and after the commit mail those who chose mail.
 *
 * Bounded: a tick does at most MAX_BATCHES_PER_TICK batches of each step and rests three times as
 * long as a batch took after it; the rest waits for the next tick. Both claims skip rows another
 * instance holds (SKIP LOCKED), so instances share the work and nothing is told twice.
 */
import { SAVED_SEARCH_ALERT_GAP_MINUTES, searchParamsOf } from '@kaifong/contract'
import type { FastifyBaseLogger, FastifyPluginAsync } from 'fastify'
import type { AppContext } from '../../lib/context.ts'
import { intervalJobPlugin, startIntervalJob } from '../../lib/interval-job.ts'
import { localized, t } from '../../lib/messages.ts'
import { notifyMany } from '../notices/index.ts'
import { getSetting } from '../site/index.ts'
import {
  claimDueAlerts,
  type DueAlert,
  listingFaces,
  matchListings,
  reachableMembers,
  takeQueued,
} from './saved-searches.repo.ts'

export const ALERT_JOB_INTERVAL_MS = 5 * 60_000
/** Listings matched per statement: the statement tests each against every saved search with alerts on. */
export const MATCH_BATCH = 200
/** Saved searches told per transaction. */
const TELL_BATCH = 500
export const MAX_BATCHES_PER_TICK = 10
const REST_FACTOR = 3
const MIN_REST_MS = 20
const MINUTE_MS = 60_000

/** The web app's search page and saved-search page (apps/web config/paths.ts). */
const SEARCH_PAGE = '/goodsList'
const SAVED_SEARCHES_PAGE = '/setting/saved-searches'
/** The latest listings first: the new ones are on top. */
const LATEST = '1'

export interface AlertRun {
  /** Listings matched against the saved searches. */
  listings: number
  /** Notices written. */
  alerted: number
  mailed: number
  mailFailed: number
  /** Stopped at the batch limit with more to do: the next tick goes on. */
  more: boolean
}

export interface Pace {
  maxBatches: number
  rest(batchMs: number): Promise<void>
}
const unpaced: Pace = { maxBatches: Number.POSITIVE_INFINITY, rest: async () => {} }
const jobPace: Pace = {
  maxBatches: MAX_BATCHES_PER_TICK,
  rest: (batchMs) => new Promise((r) => setTimeout(r, Math.max(MIN_REST_MS, batchMs * REST_FACTOR))),
}

/** The search page of a saved search, the latest listings first. */
export function alertLink(alert: Pick<DueAlert, 'query'>): string {
  const params = { ...searchParamsOf(alert.query), sort: LATEST }
  return `${SEARCH_PAGE}?${new URLSearchParams(params).toString()}`
}

interface Mail {
  to: string
  alert: DueAlert
}

/** Claims one batch of due alerts and writes their notices; answers the mails to send after. */
async function tellBatch(ctx: AppContext): Promise<{ told: number; claimed: number; mails: Mail[] }> {
  const now = ctx.clock.now()
  const lastBefore = new Date(now.getTime() - SAVED_SEARCH_ALERT_GAP_MINUTES * MINUTE_MS)
  return ctx.db.transaction(async (tx) => {
    const due = await claimDueAlerts(tx, now, lastBefore, TELL_BATCH)
    const reachable = new Map(
      (await reachableMembers(tx, [...new Set(due.map((a) => a.memberId))])).map((m) => [m.id, m.email]),
    )
    const told = due.filter((a) => reachable.has(a.memberId))
    const faces = new Map(
      (
        await listingFaces(
          tx,
          told.flatMap((a) => (a.goodsId === null ? [] : [a.goodsId])),
        )
      ).map((g) => [g.id, g]),
    )
    await notifyMany(
      ctx,
      tx,
      'SAVED_SEARCH',
      told.map((a) => {
        const face = a.goodsId === null ? undefined : faces.get(a.goodsId)
        return {
          memberId: a.memberId,
          payload: {
            title: localized('notice.savedSearch.title'),
            content: localized(a.matches === 1 ? 'notice.savedSearch.one' : 'notice.savedSearch.many', {
              name: a.name,
              count: a.matches,
            }),
            goods: face && { id: face.id, name: face.name, picture: face.cover },
            link: alertLink(a),
          },
        }
      }),
    )
    const mails = told.flatMap((a) => {
      const to = reachable.get(a.memberId)
      return a.email && to ? [{ to, alert: a }] : []
    })
    return { told: told.length, claimed: due.length, mails }
  })
}

async function sendMail(ctx: AppContext, mail: Mail): Promise<void> {
  const { alert } = mail
  const lang = alert.lang
  const site = (await getSetting(ctx.db, 'site'))?.siteName[lang] ?? t(lang, 'site.name')
  const key = alert.matches === 1 ? 'notice.savedSearch.one' : 'notice.savedSearch.many'
  const summary = t(lang, key, { name: alert.name, count: alert.matches })
  const params = {
    site,
    summary,
    link: `${ctx.config.PUBLIC_URL}${alertLink(alert)}`,
    manage: `${ctx.config.PUBLIC_URL}${SAVED_SEARCHES_PAGE}`,
  }
  await ctx.mailer.send({
    channel: 'email',
    to: mail.to,
    subject: t(lang, 'mail.savedSearch.subject', params),
    text: t(lang, 'mail.savedSearch.text', params),
    code: '',
  })
}

/** One pass: match what is queued, then tell what is due. Exposed for tests and scripts. */
export async function runSavedSearchAlertsOnce(
  ctx: AppContext,
  pace: Pace = unpaced,
  log?: FastifyBaseLogger,
): Promise<AlertRun> {
  const run: AlertRun = { listings: 0, alerted: 0, mailed: 0, mailFailed: 0, more: false }
  for (let batches = 1; ; batches++) {
    const started = performance.now()
    const taken = await ctx.db.transaction(async (tx) => {
      const ids = await takeQueued(tx, MATCH_BATCH)
      await matchListings(tx, ids, ctx.clock.now())
      return ids.length
    })
    run.listings += taken
    if (taken < MATCH_BATCH) break
    if (batches >= pace.maxBatches) {
      run.more = true
      break
    }
    await pace.rest(performance.now() - started)
  }
  for (let batches = 1; ; batches++) {
    const started = performance.now()
    const { told, claimed, mails } = await tellBatch(ctx)
    run.alerted += told
    // Mail after the commit, one at a time: a failed mail is logged, its notice stands.
    for (const mail of mails) {
      try {
        await sendMail(ctx, mail)
        run.mailed += 1
      } catch (err) {
        run.mailFailed += 1
        log?.warn({ err, savedSearchId: mail.alert.id }, 'saved search alert mail not sent')
      }
    }
    if (claimed < TELL_BATCH) break
    if (batches >= pace.maxBatches) {
      run.more = true
      break
    }
    await pace.rest(performance.now() - started)
  }
  return run
}

export function startSavedSearchAlertJob(
  ctx: AppContext,
  log: FastifyBaseLogger,
  everyMs = ALERT_JOB_INTERVAL_MS,
  pace: Pace = jobPace,
) {
  const run = async () => {
    const done = await runSavedSearchAlertsOnce(ctx, pace, log)
    if (done.alerted || done.mailFailed) log.info(done, 'saved search alerts sent')
  }
  return startIntervalJob('saved search alert job', run, log, everyMs)
}

/** The job as a plugin (app.ts): it starts when the app is ready and stops when it closes. */
export const savedSearchAlertJobPlugin = (ctx: AppContext): FastifyPluginAsync =>
  intervalJobPlugin((log) => startSavedSearchAlertJob(ctx, log))
