/** Reporting a listing (server module reports). */

import { REPORT_CONTEXT_MAX } from '../constants.ts'
import { REPORT_REASONS } from '../enums.ts'
import { plainText } from '../validation.ts'
import { z } from '../zod.ts'
import { idSchema } from './common.ts'

export const reportBody = z
  .object({
    typeNum: z.coerce
      .number({ error: 'report.type.required' })
      .int({ error: 'report.type.required' })
      .min(0, { error: 'report.type.required' })
      .max(REPORT_REASONS.length - 1, { error: 'report.type.required' }),
    context: plainText().trim().max(REPORT_CONTEXT_MAX, { error: 'report.context.length' }).default(''),
    goodsId: idSchema,
    // Sent by the original client; the server records its own snapshot of the listing instead.
    type: z.string().optional(),
    goodsName: z.string().optional(),
    goodsPicture: z.string().optional(),
  })
  .superRefine((v, ctx) => {
    if (v.typeNum === REPORT_REASONS.length - 1 && v.context.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['context'], message: 'report.context.required' })
    }
  })
export type ReportBody = z.input<typeof reportBody>
