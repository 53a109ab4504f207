/**
 * The description as the seller typed it (line breaks kept, nothing turned into links) and how
 * to trade: delivery, and meet-up places by Hong Kong district. Buyers get the contact section
 * after it (children).
 */
import { type GoodsDetail, type Language, TRADING_METHOD } from '@kaifong/contract'
import { HK_DISTRICT_NAMES, MTR_LINES, MTR_STATIONS } from '@kaifong/contract/places'
import type { ReactNode } from 'react'
import { useTranslation } from 'react-i18next'

export function DetailAbout({ goods, children }: { goods: GoodsDetail; children?: ReactNode }) {
  const { t, i18n } = useTranslation()
  const lang = i18n.language as Language
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
            {goods.stationIds.length > 0 && (
              <ul
                className="detail-places"
                aria-label={t('detail.trading.stations')}
                data-testid="detail-stations"
              >
                {goods.stationIds.map((id) => {
                  const s = MTR_STATIONS[id]
                  return (
                    <li key={id}>
                      <span className="detail-district">{HK_DISTRICT_NAMES[s.district][lang]}</span>
                      <span className="detail-station">
                        <span className="detail-lines" aria-hidden>
                          {s.lines.map((l) => (
                            <span
                              key={l}
                              className="detail-line-dot"
                              style={{ background: MTR_LINES.find((x) => x.id === l)?.colour }}
                            />
                          ))}
                        </span>
                        {t('goods.place.station', { name: s.name[lang] })}
                      </span>
                    </li>
                  )
                })}
              </ul>
            )}
            {goods.districts.length > 0 && (
              <ul
                className="detail-places"
                aria-label={t('detail.trading.districts')}
                data-testid="detail-districts"
              >
                {goods.districts.map((d) => (
                  <li key={d}>
                    <span className="detail-district">{HK_DISTRICT_NAMES[d][lang]}</span>
                  </li>
                ))}
              </ul>
            )}
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
            {goods.placeNote && (
              <p className="detail-place-note" data-testid="detail-place-note">
                <span className="muted">{t('detail.trading.note')}</span> {goods.placeNote}
              </p>
            )}
          </li>
        )}
      </ul>
      {children}
    </section>
  )
}
