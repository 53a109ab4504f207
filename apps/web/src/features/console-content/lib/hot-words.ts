/**
 * Hot word rules in the console (docs/admin.md, "Hot words"): pinned words in their order, the rule
 * changes that put them in a new one, and the overview (ranked words, rules, what visitors see).
 */
import { useQuery } from '@tanstack/react-query'
import { adminApi } from '../../admin/index.ts'
import { contentKeys } from './keys.ts'
import type { HotWordRule, HotWordsOverview } from './types.ts'

/** A hot word rule to set (PUT /admin/api/hot-words/:word). */
export interface RuleChange {
  word: string
  action: HotWordRule['action']
  sortOrder: number
}

export const wordPath = (word: string) => `/hot-words/${encodeURIComponent(word)}`

/** Pinned rules in their order (sort order, then word). */
export function pinnedInOrder(rules: readonly HotWordRule[]): HotWordRule[] {
  return rules
    .filter((r) => r.action === 'PIN')
    .sort((a, b) => a.sortOrder - b.sortOrder || a.word.localeCompare(b.word))
}

/** The rule changes that put the pinned words in `order`, numbered 0, 1, 2 … (only those that change). */
export function reorderChanges(order: readonly HotWordRule[]): RuleChange[] {
  return order.flatMap((rule, i) =>
    rule.sortOrder === i ? [] : [{ word: rule.word, action: 'PIN', sortOrder: i }],
  )
}

export const useHotWords = () =>
  useQuery({
    queryKey: contentKeys.hotWords,
    queryFn: () => adminApi<HotWordsOverview>('/hot-words'),
  })
