/**
 * The console's hot word rules (docs/admin.md, "Content and settings"): pinning or hiding a word of
 * the home page's hot words. Each change runs in one transaction with its audit row (before and
 * after), and clears this instance's hot words cache once committed.
 */
import type { Language } from '@kaifong/contract'
import type { HotWordsOverview, hotWordRuleBody } from '@kaifong/contract/admin'
import type { z } from 'zod'
import type { AppContext } from '../../lib/context.ts'
import { badRequest, notFound } from '../../lib/errors.ts'
import { lockKey } from '../../lib/locks.ts'
import { type AuditActor, recordAudit } from '../audit/index.ts'
import { clearHotWordsCache, HOT_WORDS_MAX, hotWords, rankedTerms, termOf } from '../search/index.ts'
import {
  allHotWordRules,
  deleteHotWordRules,
  type HotWordRuleRow,
  insertHotWordRule,
} from './content.repo.ts'

type RuleBody = z.output<typeof hotWordRuleBody>

export interface HotWordsState {
  computed: HotWordsOverview['computed']
  shown: string[]
  rules: HotWordRuleRow[]
}

/** The ranked words before rules, what visitors see now in `lang`, and the rules. */
export async function hotWordsOverview(ctx: AppContext, lang: Language): Promise<HotWordsState> {
  const now = ctx.clock.now().getTime()
  const ranked = await rankedTerms(ctx, now)
  const rules = await allHotWordRules(ctx.db)
  const shown = await hotWords(ctx, HOT_WORDS_MAX, lang)
  return { computed: ranked.map((r) => ({ word: r.display, count: r.hits })), shown, rules }
}

/** The word as stored: trimmed, spaces tidied; its term (how searches count it) must not be empty. */
function ruleWordOf(raw: string): { word: string; term: string } {
  const word = raw.trim().replace(/\s+/g, ' ')
  const term = termOf(word)
  if (term === '') throw badRequest('field.invalid')
  return { word, term }
}

/**
 * Pins or hides a word. A rule stands for the word's term, so a rule written with another
 * spelling of the same term ("iPhone", "IPHONE") is replaced; rules of one term are written one
 * at a time (lockKey).
 */
export async function setHotWordRule(
  ctx: AppContext,
  actor: AuditActor,
  raw: string,
  body: RuleBody,
): Promise<HotWordRuleRow> {
  const { word, term } = ruleWordOf(raw)
  const now = ctx.clock.now()
  const row = await ctx.db.transaction(async (tx) => {
    await lockKey(tx, 'hotWord', term)
    const same = (await allHotWordRules(tx)).filter((r) => termOf(r.word) === term)
    await deleteHotWordRules(
      tx,
      same.map((r) => r.word),
    )
    const rule = await insertHotWordRule(tx, {
      word,
      action: body.action,
      sortOrder: body.sortOrder,
      createdAt: now,
    })
    await recordAudit(
      tx,
      actor,
      {
        action: body.action === 'PIN' ? 'hotWord.pin' : 'hotWord.hide',
        targetType: 'hotWord',
        targetId: word,
        before: same[0] ?? null,
        after: rule,
      },
      now,
    )
    return rule
  })
  clearHotWordsCache(ctx)
  return row
}

/** Clears the rule of a word (of its term); 404 when it has none. */
export async function clearHotWordRule(ctx: AppContext, actor: AuditActor, raw: string): Promise<void> {
  const { word, term } = ruleWordOf(raw)
  const now = ctx.clock.now()
  await ctx.db.transaction(async (tx) => {
    await lockKey(tx, 'hotWord', term)
    const same = (await allHotWordRules(tx)).filter((r) => termOf(r.word) === term)
    if (same.length === 0) throw notFound()
    await deleteHotWordRules(
      tx,
      same.map((r) => r.word),
    )
    await recordAudit(
      tx,
      actor,
      { action: 'hotWord.clear', targetType: 'hotWord', targetId: word, before: same[0] ?? null },
      now,
    )
  })
  clearHotWordsCache(ctx)
}
