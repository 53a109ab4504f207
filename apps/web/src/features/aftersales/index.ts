/**
 * After-sales (docs/product/after-sales.md): the buyer's ApplyAfterSale, AfterSale and
 * AfterSaleDetail and the shop's StoreAfterSale; the pages are routed lazily from
 * app/own-pages.tsx, so it offers nothing to other features but the photo picker.
 */
export { PhotoPicker, type PickedPhoto } from './components/PhotoPicker.tsx'
