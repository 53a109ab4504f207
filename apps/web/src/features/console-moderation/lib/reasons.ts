/**
 * Report reasons by number (docs/product/data.md, "Reports": listings 0–6; docs/product/chat.md:
 * chats 0–5), as the keys of their names in the console's catalogue.
 */
import { REPORT_REASONS, TALK_REPORT_REASONS } from '@kaifong/contract'
import type { ReasonCounts, ReportKind } from './types.ts'

const NAMES: Record<ReportKind, readonly string[]> = { goods: REPORT_REASONS, talk: TALK_REPORT_REASONS }

/** The catalogue key of reason `typeNum` of a listing or chat report. */
export function reasonKey(kind: ReportKind, typeNum: number | string): string {
  const name = NAMES[kind][Number(typeNum)]
  return name ? `admin.reasons.${kind}.${name}` : 'admin.reasons.unknown'
}

/** The reasons with their counts, the most frequent first. */
export function reasonList(kind: ReportKind, counts: ReasonCounts): { key: string; count: number }[] {
  return Object.entries(counts)
    .filter(([, count]) => count > 0)
    .sort(([a, x], [b, y]) => y - x || Number(a) - Number(b))
    .map(([typeNum, count]) => ({ key: reasonKey(kind, typeNum), count }))
}
