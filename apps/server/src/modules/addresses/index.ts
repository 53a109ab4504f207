/** The addresses module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { addressesRoutes } from './addresses.routes.ts'
export {
  type AddressRow,
  addressesByIds,
  deleteAllAddresses,
  listAddresses,
} from './addresses.service.ts'
