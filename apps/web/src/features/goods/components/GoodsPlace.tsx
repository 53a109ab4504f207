/**
 * Where a listing can be met, in one short line (docs/product/screens.md, goods card): its first
 * MTR station ("九龍塘站"), else its district ("沙田區"). The names come from the contract's
 * station list, loaded after the first render (it is not in the home page's first load, docs/
 * architecture.md "Delivery"); pages that pick places have it already.
 */
import type { HkDistrict, Language, MtrStationId } from '@kaifong/contract'
import { useEffect, useState } from 'react'
import { useTranslation } from 'react-i18next'

type Places = typeof import('@kaifong/contract/places')
let loaded: Places | null = null
let loading: Promise<Places> | null = null
const loadPlaces = () => {
  loading ??= import('@kaifong/contract/places').then((m) => {
    loaded = m
    return m
  })
  return loading
}

function usePlaces(): Places | null {
  const [places, setPlaces] = useState(loaded)
  useEffect(() => {
    if (places) return
    let live = true
    void loadPlaces().then((m) => live && setPlaces(m))
    return () => {
      live = false
    }
  }, [places])
  return places
}

interface Props {
  station: MtrStationId | null
  district: HkDistrict | null
}

export function GoodsPlace({ station, district }: Props) {
  const { t, i18n } = useTranslation()
  const places = usePlaces()
  if (!places || (!station && !district)) return null
  const lang = i18n.language as Language
  const name = station
    ? t('goods.place.station', { name: places.MTR_STATIONS[station].name[lang] })
    : district
      ? places.HK_DISTRICT_NAMES[district][lang]
      : ''
  return (
    // The pin is drawn by goods-card.css (.goods-place::before), out of the first load's script.
    <span className="goods-place" data-testid="goods-place" title={name}>
      <span className="sr-only">{t('goods.place.meetAt')}</span>
      <span className="goods-place-name">{name}</span>
    </span>
  )
}
