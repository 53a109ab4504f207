/** The shops module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export { shopsAdminRoutes } from './shops.admin.routes.ts'
export {
  addShopScore,
  findOpenShop,
  findShopAddress,
  type ShopAddressRow,
  type ShopCard,
  type ShopFees,
  type ShopRow,
  shopAddresses,
  shopCards,
  shopOfMember,
  shopsForCheckout,
} from './shops.faces.ts'
export { shopsRoutes } from './shops.routes.ts'
