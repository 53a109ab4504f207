/** The chat module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { chatListeners } from './chat.listeners.ts'
export { lockGoods } from './chat.quotes.repo.ts'
export { chatQuotesRoutes } from './chat.quotes.routes.ts'
export { deliverStep, endTradesOf } from './chat.quotes.service.ts'
export { appendMessage, findTalk, lockTalks } from './chat.repo.ts'
export { chatRoutes } from './chat.routes.ts'
export { deliverMessage, talkChanged } from './chat.service.ts'
export { chatSocketRoutes, chooseProtocol } from './chat.ws.ts'
