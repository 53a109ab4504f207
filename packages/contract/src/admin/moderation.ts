/** The report queue: listings and chats reported by members, and what an operator does with them (server modules/moderation). */
import { z } from '../zod.ts'

export const _moderationPlaceholder = z.never()
