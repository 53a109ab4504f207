/**
 * A carousel of goods cards (docs/product/screens.md popular products): 5/4/3/2 cards a slide by width, previous
 * and next buttons, dots, swipe on touch and arrow keys. It never moves by itself. Cards on
 * hidden slides are inert, so Tab only reaches what is on screen.
 */
import type { GoodsCard as Goods } from '@kaifong/contract'
import { type TouchEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { type CardAction, GoodsCard } from '../../goods/shell.ts'
import { useItemsPerSlide } from '../hooks/use-items-per-slide.ts'

const SWIPE_PX = 40

interface Props {
  goods: Goods[]
  label: string
  actionsFor?: (goods: Goods) => CardAction[]
}

export function GoodsCarousel({ goods, label, actionsFor }: Props) {
  const { t } = useTranslation()
  const per = useItemsPerSlide()
  const [wanted, setPage] = useState(0)
  const touchX = useRef<number | null>(null)
  const slides = Array.from({ length: Math.ceil(goods.length / per) }, (_, i) =>
    goods.slice(i * per, i * per + per),
  )
  const count = slides.length
  // A wider screen has fewer slides: stay on the last one rather than on nothing.
  const page = Math.min(wanted, Math.max(0, count - 1))
  const go = (i: number) => setPage(Math.max(0, Math.min(count - 1, i)))

  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current
    const end = e.changedTouches[0]?.clientX
    touchX.current = null
    if (start === null || end === undefined || Math.abs(end - start) < SWIPE_PX) return
    go(end < start ? page + 1 : page - 1)
  }

  return (
    <section
      className="gcar"
      aria-roledescription={t('homeGoods.carousel')}
      aria-label={label}
      data-testid="goods-carousel"
      data-per-slide={per}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go(page + 1)
        if (e.key === 'ArrowLeft') go(page - 1)
      }}
      onTouchStart={(e) => {
        touchX.current = e.touches[0]?.clientX ?? null
      }}
      onTouchEnd={onTouchEnd}
    >
      <div className="gcar-viewport">
        <div className="gcar-track" style={{ transform: `translateX(-${page * 100}%)` }}>
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: a slide is a group (WAI-ARIA carousel), not a form fieldset
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: a slide is a position, not an item
              key={i}
              className="gcar-slide"
              role="group"
              aria-roledescription={t('homeGoods.slide')}
              aria-label={t('homeGoods.slideOf', { n: i + 1, total: count })}
              aria-hidden={i !== page}
              inert={i !== page}
              data-testid="goods-carousel-slide"
              style={{ gridTemplateColumns: `repeat(${per}, minmax(0, 1fr))` }}
            >
              {slide.map((g) => (
                <GoodsCard key={g.id} goods={g} actions={actionsFor?.(g)} />
              ))}
            </div>
          ))}
        </div>
      </div>
      {count > 1 && <CarouselControls count={count} page={page} go={go} />}
    </section>
  )
}

/** Previous, one dot per slide, next. */
function CarouselControls({ count, page, go }: { count: number; page: number; go: (i: number) => void }) {
  const { t } = useTranslation()
  return (
    <div className="gcar-controls">
      <button
        type="button"
        className="gcar-arrow"
        aria-label={t('homeGoods.prev')}
        disabled={page === 0}
        onClick={() => go(page - 1)}
      >
        ‹
      </button>
      <div className="gcar-dots">
        {Array.from({ length: count }, (_, i) => (
          <button
            // biome-ignore lint/suspicious/noArrayIndexKey: one dot per slide position
            key={i}
            type="button"
            className={i === page ? 'active' : ''}
            aria-label={t('homeGoods.goTo', { n: i + 1 })}
            aria-current={i === page}
            onClick={() => go(i)}
          />
        ))}
      </div>
      <button
        type="button"
        className="gcar-arrow"
        aria-label={t('homeGoods.next')}
        disabled={page === count - 1}
        onClick={() => go(page + 1)}
      >
        ›
      </button>
    </div>
  )
}
