/** Site settings, banners, home blocks, hot words, the category tree and articles, as operators edit them (server modules/content). */
import { z } from '../zod.ts'

export const _contentPlaceholder = z.never()
