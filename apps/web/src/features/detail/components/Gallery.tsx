/**
 * The listing's photos (docs/product/screens.md goods detail): the display-size image with arrows, swipe and
 * arrow keys, a strip of thumbnails, an image count, and a full-screen viewer.
 */
import { GALLERY_SIZES, type GoodsImage, photoSrcset } from '@kaifong/contract'
import { type KeyboardEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSwipe } from '../hooks/use-swipe.ts'
import { GalleryViewer, PhotoArrows } from './GalleryViewer.tsx'
import './gallery.css'

export function Gallery({ images, name }: { images: GoodsImage[]; name: string }) {
  const { t } = useTranslation()
  const [index, setIndex] = useState(0)
  const [viewing, setViewing] = useState(false)
  const total = images.length
  const current = images[Math.min(index, total - 1)]
  const go = (delta: number) => setIndex((i) => (i + delta + total) % total)
  const swipe = useSwipe(
    () => go(-1),
    () => go(1),
  )
  if (!current) {
    return (
      <div className="gallery">
        <div className="gallery-stage gallery-empty" role="img" aria-label={t('detail.gallery.none')} />
      </div>
    )
  }
  const onKeyDown = (e: KeyboardEvent) => {
    if (total > 1 && e.key === 'ArrowLeft') go(-1)
    else if (total > 1 && e.key === 'ArrowRight') go(1)
    else return
    e.preventDefault()
  }
  return (
    // Arrow keys work while any control of the gallery has focus (the photo, arrows, thumbnails).
    <section
      className="gallery"
      aria-roledescription={t('detail.gallery.role')}
      aria-label={t('detail.gallery.label', { name })}
      onKeyDown={onKeyDown}
      data-testid="gallery"
    >
      <div className="gallery-stage" {...swipe}>
        <button
          type="button"
          className="gallery-open"
          aria-label={t('detail.gallery.fullscreen')}
          onClick={() => setViewing(true)}
        >
          {/* The page's LCP image: the same srcset and sizes as the server's preload (lib/first-screen.ts). */}
          <img
            src={current.url}
            srcSet={photoSrcset(current)}
            sizes={GALLERY_SIZES}
            alt={t('detail.gallery.alt', { name, n: index + 1, total })}
            width={current.width}
            height={current.height}
            fetchPriority="high"
            decoding="async"
          />
        </button>
        {total > 1 && <PhotoArrows className="gallery-arrow" onPrev={() => go(-1)} onNext={() => go(1)} />}
        <span className="gallery-count" aria-live="polite" data-testid="gallery-count">
          {index + 1} / {total}
        </span>
      </div>
      {total > 1 && <Thumbnails images={images} index={index} onIndex={setIndex} />}
      {viewing && (
        <GalleryViewer
          images={images}
          name={name}
          index={index}
          onIndex={setIndex}
          onClose={() => setViewing(false)}
        />
      )}
    </section>
  )
}

interface ThumbsProps {
  images: GoodsImage[]
  index: number
  onIndex: (index: number) => void
}

/** The strip of thumbnails, the shown one marked. */
function Thumbnails({ images, index, onIndex }: ThumbsProps) {
  const { t } = useTranslation()
  const total = images.length
  return (
    <ul className="gallery-thumbs" aria-label={t('detail.gallery.thumbs')}>
      {images.map((img, i) => (
        <li key={img.id}>
          <button
            type="button"
            aria-label={t('detail.gallery.show', { n: i + 1, total })}
            aria-current={i === index ? 'true' : undefined}
            onClick={() => onIndex(i)}
          >
            <img src={img.thumbnail} alt="" loading="lazy" decoding="async" />
          </button>
        </li>
      ))}
    </ul>
  )
}
