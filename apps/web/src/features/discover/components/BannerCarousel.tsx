/** Home banners: no autoplay (docs/product/screens.md); arrows, dots, swipe and arrow keys. */
import { type Banner, siteLinkOf } from '@kaifong/contract'
import { type TouchEvent, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { paths } from '../../../config/paths.ts'

export function BannerCarousel({ banners }: { banners: Banner[] }) {
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  const touchX = useRef<number | null>(null)
  const count = banners.length
  const go = (i: number) => setIndex(((i % count) + count) % count)

  const onTouchEnd = (e: TouchEvent) => {
    const start = touchX.current
    const end = e.changedTouches[0]?.clientX
    touchX.current = null
    if (start === null || end === undefined || Math.abs(end - start) < 40) return
    go(end < start ? index + 1 : index - 1)
  }

  if (!count) return null
  return (
    <section
      className="carousel"
      aria-roledescription="carousel"
      aria-label={t('home.banners')}
      onKeyDown={(e) => {
        if (e.key === 'ArrowRight') go(index + 1)
        if (e.key === 'ArrowLeft') go(index - 1)
      }}
      onTouchStart={(e) => {
        touchX.current = e.touches[0]?.clientX ?? null
      }}
      onTouchEnd={onTouchEnd}
    >
      <div className="carousel-track" style={{ transform: `translateX(-${index * 100}%)` }}>
        {banners.map((b, i) => (
          <Link
            key={b.id}
            // Checked again as the browser will read it: a stored link that leaves the site by a
            // trick (a backslash after the slash) goes home instead.
            to={siteLinkOf(b.link) || paths.home}
            className="carousel-slide"
            aria-hidden={i !== index}
            tabIndex={i === index ? 0 : -1}
            aria-label={b.title}
          >
            {/* The first is the home's LCP image, preloaded by the server (lib/first-screen.ts). */}
            <img
              src={b.imageUrl}
              alt=""
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : undefined}
            />
            <span className="carousel-title">{b.title}</span>
          </Link>
        ))}
      </div>
      {count > 1 && <BannerControls banners={banners} index={index} go={go} />}
    </section>
  )
}

/** Previous and next, and one dot per banner. */
function BannerControls({
  banners,
  index,
  go,
}: {
  banners: Banner[]
  index: number
  go: (i: number) => void
}) {
  const { t } = useTranslation()
  return (
    <>
      <button
        type="button"
        className="carousel-arrow prev"
        aria-label={t('home.prev')}
        onClick={() => go(index - 1)}
      >
        ‹
      </button>
      <button
        type="button"
        className="carousel-arrow next"
        aria-label={t('home.next')}
        onClick={() => go(index + 1)}
      >
        ›
      </button>
      <div className="carousel-dots">
        {banners.map((b, i) => (
          <button
            key={b.id}
            type="button"
            aria-label={t('home.goTo', { n: i + 1 })}
            aria-current={i === index}
            className={i === index ? 'active' : ''}
            onClick={() => go(i)}
          />
        ))}
      </div>
    </>
  )
}
