/** TanStack Query keys of the report queue: under `admin` with the console's others, dropped at sign-out. */
import type { ReportKind, ReportStatus } from './types.ts'

export const reportKeys = {
  all: ['admin', 'reports'] as const,
  page: (status: ReportStatus, kind: ReportKind, page: number) =>
    ['admin', 'reports', 'page', status, kind, page] as const,
  goods: (goodsId: string) => ['admin', 'reports', 'goods', goodsId] as const,
  talk: (talkId: string) => ['admin', 'reports', 'talk', talkId] as const,
}
