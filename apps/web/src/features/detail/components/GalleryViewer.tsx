/** The full-screen photo viewer: a native modal <dialog> (focus trap, Esc), arrows and swipe. */
import type { GoodsImage } from '@kaifong/contract'
import { type KeyboardEvent, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { useSwipe } from '../hooks/use-swipe.ts'

interface Props {
  images: GoodsImage[]
  name: string
  index: number
  onIndex: (index: number) => void
  onClose: () => void
}

export function GalleryViewer({ images, name, index, onIndex, onClose }: Props) {
  const { t } = useTranslation()
  const ref = useRef<HTMLDialogElement>(null)
  const total = images.length
  const current = images[index]
  const go = (delta: number) => onIndex((index + delta + total) % total)
  const swipe = useSwipe(
    () => go(-1),
    () => go(1),
  )
  useEffect(() => {
    const dialog = ref.current
    if (dialog && !dialog.open) dialog.showModal?.()
    return () => dialog?.close?.()
  }, [])
  const onKeyDown = (e: KeyboardEvent) => {
    // The viewer sits inside the gallery, whose own arrow keys would turn the page twice.
    e.stopPropagation()
    if (total > 1 && e.key === 'ArrowLeft') go(-1)
    else if (total > 1 && e.key === 'ArrowRight') go(1)
  }
  if (!current) return null
  return (
    <dialog
      ref={ref}
      className="viewer"
      aria-label={t('detail.gallery.label', { name })}
      data-testid="gallery-viewer"
      onCancel={(e) => {
        e.preventDefault()
        onClose()
      }}
      onKeyDown={onKeyDown}
    >
      <div className="viewer-stage" {...swipe}>
        <img src={current.url} alt={t('detail.gallery.alt', { name, n: index + 1, total })} />
      </div>
      <span className="viewer-count">
        {index + 1} / {total}
      </span>
      <button type="button" className="viewer-close" aria-label={t('common.close')} onClick={onClose}>
        ✕
      </button>
      {total > 1 && <PhotoArrows className="viewer-arrow" onPrev={() => go(-1)} onNext={() => go(1)} />}
    </dialog>
  )
}

/** Previous and next photo buttons, for the gallery and the viewer. */
export function PhotoArrows(props: { className: string; onPrev: () => void; onNext: () => void }) {
  const { t } = useTranslation()
  return (
    <>
      <button
        type="button"
        className={`${props.className} prev`}
        aria-label={t('detail.gallery.prev')}
        onClick={props.onPrev}
      >
        ‹
      </button>
      <button
        type="button"
        className={`${props.className} next`}
        aria-label={t('detail.gallery.next')}
        onClick={props.onNext}
      >
        ›
      </button>
    </>
  )
}
