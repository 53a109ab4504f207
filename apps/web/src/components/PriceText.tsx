/** A price in HK$, or "Free" for a zero price: on the goods card, the detail page and the chat's offers. */
import { parseMoney } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { formatHKD } from '../lib/format.ts'

export function PriceText({ price }: { price: string }) {
  const { t } = useTranslation()
  const amount = parseMoney(price)
  return <>{amount.ok && amount.money === 0n ? t('goods.free') : formatHKD(price)}</>
}
