/** The words a buyer sends through the seller's contact methods, in the page's language. */
import type { GoodsDetail } from '@kaifong/contract'
import type { TFunction } from 'i18next'
import { paths } from '../../../config/paths.ts'
import { formatHKD } from '../../../lib/format.ts'
import { absoluteUrl } from './contact-links.ts'

type Goods = Pick<GoodsDetail, 'id' | 'goodsName' | 'price'>

const priceText = (t: TFunction, price: string) =>
  /^0+(\.0+)?$/.test(price) ? t('goods.free') : formatHKD(price)

export function enquiryText(t: TFunction, goods: Goods) {
  const vars = {
    name: goods.goodsName,
    price: priceText(t, goods.price),
    link: absoluteUrl(paths.goodsDetail(goods.id)),
  }
  return { subject: t('detail.contact.subject', vars), message: t('detail.contact.message', vars) }
}
