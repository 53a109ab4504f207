/**
 * Slider captcha: drag the piece into its hole. The hole's column and row are both secret
 * (docs/decisions.md, "Slider captcha"), so the piece follows the pointer both ways, whether it is
 * dragged itself or by the handle below the picture (which a finger can hold without hiding the
 * piece). The server checks the drop; success shows "unlock success", failure shows "failure" and
 * loads a new picture after 1 s.
 */
import { SLIDER, SLIDER_MAX_X, type SliderImages, type SliderType } from '@kaifong/contract'
import { type KeyboardEvent, type RefObject, useEffect, useRef } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../../components/Modal.tsx'
import {
  type DragProps,
  type Point,
  type SliderStatus,
  useSliderChallenge,
  useSliderMoves,
} from '../hooks/use-slider.ts'

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
  const challenge = useSliderChallenge(type, open, onPass)
  const { images, status, at, load } = challenge
  const { dragProps, onKey } = useSliderMoves(challenge)
  const handle = useRef<HTMLButtonElement>(null)

  // Keyboard users start on the handle (it is disabled while a picture loads, so wait for it).
  useEffect(() => {
    if (open && status === 'ready') handle.current?.focus()
  }, [open, status])

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
        <SliderStage
          images={images}
          status={status}
          at={at}
          dragProps={dragProps}
          onRetry={() => void load()}
        />
        <SliderTrack status={status} at={at} dragProps={dragProps} onKey={onKey} handleRef={handle} />
        <p className={`slider-message slider-${status}`} aria-live="polite">
          {message}
        </p>
      </div>
    </Modal>
  )
}

interface StageProps {
  images: SliderImages | null
  status: SliderStatus
  at: Point
  dragProps: DragProps
  onRetry: () => void
}

/** The picture with its piece, or "retry" when it could not load. */
function SliderStage({ images, status, at, dragProps, onRetry }: StageProps) {
  const { t } = useTranslation()
  return (
    <div className="slider-stage" style={{ width: SLIDER.width, height: SLIDER.height }}>
      {images && status !== 'error' && (
        <>
          <img src={images.backImage} alt="" width={SLIDER.width} height={SLIDER.height} draggable={false} />
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
        <button type="button" className="btn btn-ghost slider-retry" onClick={onRetry}>
          {t('common.retry')}
        </button>
      )}
    </div>
  )
}

interface TrackProps {
  status: SliderStatus
  at: Point
  dragProps: DragProps
  onKey: (e: KeyboardEvent<HTMLButtonElement>) => void
  handleRef: RefObject<HTMLButtonElement | null>
}

/** The track under the picture and its handle, a slider for keyboards and screen readers. */
function SliderTrack({ status, at, dragProps, onKey, handleRef }: TrackProps) {
  const { t } = useTranslation()
  return (
    <div className="slider-track" style={{ width: SLIDER.width }}>
      <div className="slider-fill" style={{ width: at.x + SLIDER.pieceWidth / 2 }} />
      {status === 'ready' && at.x === 0 && <span className="slider-text">{t('auth.slider.drag')}</span>}
      <button
        type="button"
        ref={handleRef}
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
  )
}
