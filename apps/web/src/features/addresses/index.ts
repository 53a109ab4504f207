/**
 * The address book's public surface: the sell wizard picks a meet-up address from it; the cart's
 * checkout picks the delivery address and opens the book (the dialog) to add or edit one.
 */
export { useAddresses } from './api/addresses.ts'
export { AddressManageDialog } from './components/AddressManageDialog.tsx'
export { AddressSelectDialog } from './components/AddressSelectDialog.tsx'
export { addressLine } from './districts.ts'
