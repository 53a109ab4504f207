/** The addresses module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { deleteAllAddresses, listAddresses } from './addresses.repo.ts'
export { addressesRoutes } from './addresses.routes.ts'
export { addressesByIds } from './addresses.service.ts'
