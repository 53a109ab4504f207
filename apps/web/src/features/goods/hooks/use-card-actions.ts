/**
 * The card menu for other members' listings (docs/product/states-and-notices.md, permissions.md: non-owners only get report). Reporting
 * happens on the detail page, which opens its report dialog for `&report=1`; visitors log in first
 * and land there afterwards.
 */
import type { GoodsCard } from '@kaifong/contract'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { useSession } from '../../../lib/session.ts'
import { openAuth } from '../../../lib/ui.ts'
import type { CardAction } from '../components/GoodsCard.tsx'

export function useCardActions(): (goods: GoodsCard) => CardAction[] {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const { userInfo } = useSession()
  return (goods) => {
    if (userInfo && goods.sellerId === userInfo.id) return []
    const href = paths.goodsDetail(goods.id, { report: true })
    return [
      {
        label: t('goods.report'),
        testId: 'goods-report',
        onSelect: () => (userInfo ? void navigate(href) : openAuth('login', href, { reason: 'report' })),
      },
    ]
  }
}
