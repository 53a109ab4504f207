/**
 * The contract's price rule, on its own so PriceFilter can load it (and zod) only when an amount
 * is refused: a dynamic import of the contract's barrel would keep every schema in the bundle.
 */
export { priceSchema } from '@kaifong/contract'
