/** The address book's public surface: the sell wizard picks a meet-up address from it. */
export { useAddresses } from './api/addresses.ts'
export { AddressSelectDialog } from './components/AddressSelectDialog.tsx'
export { addressLine } from './districts.ts'
