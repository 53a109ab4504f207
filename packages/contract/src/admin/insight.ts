/** The dashboard figures and the audit log (server modules/dashboard, modules/audit). */
import { z } from '../zod.ts'

export const _insightPlaceholder = z.never()
