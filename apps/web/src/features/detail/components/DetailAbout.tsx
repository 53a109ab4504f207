/**
 * The description as the seller typed it (line breaks kept, nothing turned into links) and how
 * to trade: delivery, and meet-up places by Hong Kong district. Buyers get the contact section
 * after it (children).
 */
import { type GoodsDetail, TRADING_METHOD } from '@kaifong/contract'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export function DetailAbout({ goods, children }: { goods: GoodsDetail; children?: ReactNode }) {
  const { t } = useTranslation()
  const meetUp = goods.tradingMethods.includes(TRADING_METHOD.MEET_UP)
  return (
    <section className="card detail-about">
      <h2>{t('detail.description')}</h2>
      <p className="detail-intro" data-testid="detail-intro">
        {goods.intro}
      </p>
      <h2>{t('detail.trading.title')}</h2>
      <ul className="detail-trading">
        {goods.tradingMethods.includes(TRADING_METHOD.DELIVERY) && <li>{t('detail.trading.delivery')}</li>}
        {meetUp && (
          <li>
            {t('detail.trading.meetUp')}
            {goods.addresses.length > 0 && (
              <ul className="detail-places" aria-label={t('detail.trading.places')}>
                {goods.addresses.map((a) => (
                  <li key={`${a.district}:${a.name}:${a.detail}`}>
                    <span className="detail-district">{t(`detail.districts.${a.district}`)}</span>
                    <span>{a.name}</span>
                    {a.detail && <span className="muted small">{a.detail}</span>}
                  </li>
                ))}
              </ul>
            )}
          </li>
        )}
      </ul>
      {children}
    </section>
  )
}
