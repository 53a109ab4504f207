/** POST /im/talk/report: a reason (TALK_REPORT_REASONS index) and a text, required for "other". The dialog shows refusals. */
import type { TalkReportBody } from '@kaifong/contract'
import { useMutation } from '@tanstack/react-query'
import { api } from '../../../lib/api.ts'

export function useReportTalk() {
  return useMutation({
    mutationFn: (body: TalkReportBody) =>
      api<null>('/im/talk/report', { method: 'POST', body, silent: true }),
  })
}
