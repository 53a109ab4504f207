/** System notices, coin adjustments and members, as operators see them (server modules/broadcasts, modules/admin-members). */
import { z } from '../zod.ts'

export const _operationsPlaceholder = z.never()
