/**
 * "Rate <name>" after a deal: app/ supplies the handler (the reviews feature's dialog) as the /im
 * page's `onRate` prop, which hands it down through this context. Without one the button is not
 * shown: no button that does nothing.
 */
import type { TalkDetail } from '@kaifong/contract'
import { createContext } from 'react'

export type RateHandler = (talk: TalkDetail) => void

export const ChatRateContext = createContext<RateHandler | null>(null)
