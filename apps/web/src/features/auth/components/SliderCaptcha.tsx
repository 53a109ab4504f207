/**
 * Slider captcha (SPEC §3–§4): drag the piece into its hole. The server checks the position;
 * success shows "unlock success", failure shows "failure" and loads a new picture after 1 s.
 */
import { SLIDER, SLIDER_FAIL_RELOAD_MS, type SliderImages, type SliderType } from '@kaifong/contract'
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../../components/Modal.tsx'
import { fetchSlider, verifySlider } from '../api/slider.ts'

type Status = 'loading' | 'error' | 'ready' | 'checking' | 'success' | 'failure'
const MAX_X = SLIDER.width - SLIDER.pieceWidth

interface Props {
  type: SliderType
  open: boolean
  onPass: () => void
  onClose: () => void
  /** Why the check is asked for (e.g. after failed logins), shown above the picture. */
  reason?: string | null
}

export function SliderCaptcha({ type, open, onPass, onClose, reason }: Props) {
  const { t } = useTranslation()
  const [images, setImages] = useState<SliderImages | null>(null)
  const [status, setStatus] = useState<Status>('loading')
  const [x, setX] = useState(0)
  const drag = useRef<{ startX: number } | null>(null)
  const handle = useRef<HTMLButtonElement>(null)

  const load = useCallback(async () => {
    setStatus('loading')
    setX(0)
    try {
      setImages(await fetchSlider(type))
      setStatus('ready')
    } catch {
      setStatus('error')
    }
  }, [type])

  useEffect(() => {
    if (!open) return
    // A new challenge each time it opens; never show (or let anyone drag) the previous picture.
    setImages(null)
    void load()
  }, [open, load])

  // Keyboard users start on the handle (it is disabled while a picture loads, so wait for it).
  useEffect(() => {
    if (open && status === 'ready') handle.current?.focus()
  }, [open, status])

  const check = async (pos: number) => {
    setStatus('checking')
    const passed = await verifySlider(type, Math.round(pos)).catch(() => false)
    if (passed) {
      setStatus('success')
      setTimeout(onPass, 600)
    } else {
      setStatus('failure')
      setTimeout(() => void load(), SLIDER_FAIL_RELOAD_MS)
    }
  }

  const onDown = (e: PointerEvent<HTMLButtonElement>) => {
    if (status !== 'ready') return
    e.currentTarget.setPointerCapture?.(e.pointerId)
    drag.current = { startX: e.clientX - x }
  }
  const onMove = (e: PointerEvent<HTMLButtonElement>) => {
    if (!drag.current) return
    setX(Math.max(0, Math.min(MAX_X, e.clientX - drag.current.startX)))
  }
  const onUp = () => {
    if (!drag.current) return
    drag.current = null
    void check(x)
  }
  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (status !== 'ready') return
    const step = e.shiftKey ? 10 : 2
    if (e.key === 'ArrowRight') setX((v) => Math.min(MAX_X, v + step))
    else if (e.key === 'ArrowLeft') setX((v) => Math.max(0, v - step))
    else if (e.key === 'Enter' || e.key === ' ') void check(x)
    else return
    e.preventDefault()
  }

  const message =
    status === 'success'
      ? t('slider.success')
      : status === 'failure'
        ? t('slider.failure')
        : status === 'error'
          ? t('slider.loadFailed')
          : t('slider.hint')

  return (
    <Modal open={open} title={t('slider.title')} onClose={onClose} width={360}>
      <div className="slider" data-testid="slider-captcha" data-status={status}>
        {reason && <p className="slider-reason">{reason}</p>}
        <div className="slider-stage" style={{ width: SLIDER.width, height: SLIDER.height }}>
          {images && status !== 'error' && (
            <>
              <img
                src={images.backImage}
                alt=""
                width={SLIDER.width}
                height={SLIDER.height}
                draggable={false}
              />
              <img
                src={images.slidingImage}
                alt=""
                className="slider-piece"
                data-testid="slider-piece"
                draggable={false}
                style={{ left: x, top: images.randomY, width: SLIDER.pieceWidth, height: SLIDER.pieceHeight }}
              />
            </>
          )}
          {status === 'error' && (
            <button type="button" className="btn btn-ghost slider-retry" onClick={() => void load()}>
              {t('common.retry')}
            </button>
          )}
        </div>
        <div className="slider-track" style={{ width: SLIDER.width }}>
          <div className="slider-fill" style={{ width: x + SLIDER.pieceWidth / 2 }} />
          {status === 'ready' && x === 0 && <span className="slider-text">{t('slider.drag')}</span>}
          <button
            type="button"
            ref={handle}
            className="slider-handle"
            data-testid="slider-handle"
            role="slider"
            aria-label={t('slider.handle')}
            aria-valuemin={0}
            aria-valuemax={MAX_X}
            aria-valuenow={Math.round(x)}
            style={{ left: x, width: SLIDER.pieceWidth }}
            onPointerDown={onDown}
            onPointerMove={onMove}
            onPointerUp={onUp}
            onPointerCancel={onUp}
            onKeyDown={onKey}
            disabled={status !== 'ready'}
          >
            {status === 'success' ? '✓' : '→'}
          </button>
        </div>
        <p className={`slider-message slider-${status}`} aria-live="polite">
          {message}
        </p>
      </div>
    </Modal>
  )
}
