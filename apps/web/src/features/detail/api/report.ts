/** POST /buyer/goods/goods/report (docs/product/data.md, validation.md). The dialog shows failures itself. */
import type { ReportBody } from '@kaifong/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export function useReportGoods() {
  return useMutation({
    mutationFn: (body: ReportBody) =>
      api<null>('/buyer/goods/goods/report', { method: 'POST', body, silent: true }),
  })
}
