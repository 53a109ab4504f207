/**
 * Slider captcha: drag the piece into its hole. The hole's column and row are both secret
 * (docs/decisions.md, "Slider captcha"), so the piece follows the pointer both ways, whether it is
 * dragged itself or by the handle below the picture (which a finger can hold without hiding the
 * piece). The server checks the drop; success shows "unlock success", failure shows "failure" and
 * loads a new picture after 1 s.
 */
import {
  SLIDER,
  SLIDER_FAIL_RELOAD_MS,
  SLIDER_MAX_X,
  SLIDER_MAX_Y,
  type SliderCheck,
  type SliderImages,
  type SliderType,
} from '@kaifong/contract'
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../../components/Modal.tsx'
import { fetchSlider, verifySlider } from '../api/slider.ts'

type Status = 'loading' | 'error' | 'ready' | 'checking' | 'success' | 'failure'
interface Point {
  x: number
  y: number
}

const clamp = (v: number, max: number) => Math.max(0, Math.min(max, v))
const inside = (p: Point): Point => ({ x: clamp(p.x, SLIDER_MAX_X), y: clamp(p.y, SLIDER_MAX_Y) })

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
  const [at, setAt] = useState<Point>({ x: 0, y: 0 })
  // The latest position, for the drop: a pointerup can come before React renders the last move.
  const atRef = useRef<Point>(at)
  const drag = useRef<{ pointerX: number; pointerY: number; from: Point } | null>(null)
  const handle = useRef<HTMLButtonElement>(null)

  const moveTo = useCallback((p: Point) => {
    const next = inside(p)
    atRef.current = next
    setAt(next)
  }, [])

  const load = useCallback(async () => {
    setStatus('loading')
    moveTo({ x: 0, y: 0 })
    try {
      const next = await fetchSlider(type)
      setImages(next)
      moveTo({ x: 0, y: next.randomY })
      setStatus('ready')
    } catch {
      setStatus('error')
    }
  }, [type, moveTo])

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

  const check = async (drop: Point) => {
    setStatus('checking')
    const body: SliderCheck = { xPos: Math.round(drop.x), yPos: Math.round(drop.y) }
    const passed = await verifySlider(type, body).catch(() => false)
    if (passed) {
      setStatus('success')
      setTimeout(onPass, 600)
    } else {
      setStatus('failure')
      setTimeout(() => void load(), SLIDER_FAIL_RELOAD_MS)
    }
  }

  const onDown = (e: PointerEvent<HTMLElement>) => {
    if (status !== 'ready') return
    e.currentTarget.setPointerCapture?.(e.pointerId)
    drag.current = { pointerX: e.clientX, pointerY: e.clientY, from: atRef.current }
  }
  const onMove = (e: PointerEvent<HTMLElement>) => {
    const d = drag.current
    if (!d) return
    moveTo({ x: d.from.x + e.clientX - d.pointerX, y: d.from.y + e.clientY - d.pointerY })
  }
  const onUp = () => {
    if (!drag.current) return
    drag.current = null
    void check(atRef.current)
  }
  const dragProps = {
    onPointerDown: onDown,
    onPointerMove: onMove,
    onPointerUp: onUp,
    onPointerCancel: onUp,
  }
  const onKey = (e: KeyboardEvent<HTMLButtonElement>) => {
    if (status !== 'ready') return
    const step = e.shiftKey ? 10 : 2
    const { x, y } = atRef.current
    if (e.key === 'ArrowRight') moveTo({ x: x + step, y })
    else if (e.key === 'ArrowLeft') moveTo({ x: x - step, y })
    else if (e.key === 'ArrowDown') moveTo({ x, y: y + step })
    else if (e.key === 'ArrowUp') moveTo({ x, y: y - step })
    else if (e.key === 'Enter' || e.key === ' ') void check(atRef.current)
    else return
    e.preventDefault()
  }

  const message =
    status === 'success'
      ? t('auth.slider.success')
      : status === 'failure'
        ? t('auth.slider.failure')
        : status === 'error'
          ? t('auth.slider.loadFailed')
          : t('auth.slider.hint')

  return (
    <Modal open={open} title={t('auth.slider.title')} onClose={onClose} width={360}>
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
                style={{ left: at.x, top: at.y, width: SLIDER.pieceWidth, height: SLIDER.pieceHeight }}
                {...dragProps}
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
          <div className="slider-fill" style={{ width: at.x + SLIDER.pieceWidth / 2 }} />
          {status === 'ready' && at.x === 0 && <span className="slider-text">{t('auth.slider.drag')}</span>}
          <button
            type="button"
            ref={handle}
            className="slider-handle"
            data-testid="slider-handle"
            role="slider"
            aria-label={t('auth.slider.handle')}
            aria-valuemin={0}
            aria-valuemax={SLIDER_MAX_X}
            aria-valuenow={Math.round(at.x)}
            aria-valuetext={t('auth.slider.position', { x: Math.round(at.x), y: Math.round(at.y) })}
            style={{ left: at.x, width: SLIDER.pieceWidth }}
            {...dragProps}
            onKeyDown={onKey}
            disabled={status !== 'ready'}
          >
            {status === 'success' ? (
              '✓'
            ) : (
              <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true" focusable="false">
                <path
                  fill="currentColor"
                  d="M12 2l3 3h-2v6h6V9l3 3-3 3v-2h-6v6h2l-3 3-3-3h2v-6H5v2l-3-3 3-3v2h6V5H9z"
                />
              </svg>
            )}
          </button>
        </div>
        <p className={`slider-message slider-${status}`} aria-live="polite">
          {message}
        </p>
      </div>
    </Modal>
  )
}
