/** POST /buyer/goods/goods/report (SPEC §3, §5). The dialog shows failures itself. */
import type { ReportBody } from '@kaifong/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export function useReportGoods() {
  return useMutation({
    mutationFn: (body: ReportBody) =>
      api<null>('/buyer/goods/goods/report', { method: 'POST', body, silent: true }),
  })
}
