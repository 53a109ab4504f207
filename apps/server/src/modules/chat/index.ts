/** The chat module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { chatListeners } from './chat.listeners.ts'
export {
  blocked,
  goodsUnavailable,
  memberGone,
  onlyBuyer,
  onlySeller,
  type Side,
  talkNotFound,
} from './chat.policy.ts'
export { settleTalkReports } from './chat.reports.ts'
export { chatRoutes } from './chat.routes.ts'
export { type LockedTalk, lockTalksForStep, talkById, talkDetail, talkOf } from './chat.service.ts'
export { chatSocketRoutes, chooseProtocol } from './chat.ws.ts'
