/** The tasks module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */

export type { Rewards } from './rewards.ts'
export { DEFAULT_REWARDS, loadRewards } from './rewards.ts'
export { tasksListeners } from './tasks.listeners.ts'
export { tasksRoutes } from './tasks.routes.ts'
