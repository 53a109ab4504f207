/** Operator sign-in: password, then the second factor (TOTP) or a recovery code (server modules/admin-auth). */
import { z } from '../zod.ts'

export const _authPlaceholder = z.never()
