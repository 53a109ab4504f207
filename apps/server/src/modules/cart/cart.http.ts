/** What the cart's route files share: the base path, OpenAPI tags and the id params. */
import { idSchema } from '@kaifong/contract'
import { z } from 'zod'

export const BASE = '/buyer/trade/carts'
export const tags = ['cart']
export const security = [{ accessToken: [] }]
export const skuParams = z.object({ skuId: idSchema })
export const storeParams = z.object({ storeId: idSchema })
