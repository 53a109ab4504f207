/**
 * The slider captcha's state (components/SliderCaptcha.tsx): a new picture each time it opens,
 * the piece's position (kept inside the picture), and the drop checked by the server. Success
 * calls `onPass` after a moment; failure loads a new picture after SLIDER_FAIL_RELOAD_MS.
 */
import {
  SLIDER_FAIL_RELOAD_MS,
  SLIDER_MAX_X,
  SLIDER_MAX_Y,
  type SliderCheck,
  type SliderImages,
  type SliderType,
} from '@kaifong/contract'
import { type KeyboardEvent, type PointerEvent, useCallback, useEffect, useRef, useState } from 'react'
import { fetchSlider, verifySlider } from '../api/slider.ts'

export type SliderStatus = 'loading' | 'error' | 'ready' | 'checking' | 'success' | 'failure'
export interface Point {
  x: number
  y: number
}

const clamp = (v: number, max: number) => Math.max(0, Math.min(max, v))
const inside = (p: Point): Point => ({ x: clamp(p.x, SLIDER_MAX_X), y: clamp(p.y, SLIDER_MAX_Y) })

export function useSliderChallenge(type: SliderType, open: boolean, onPass: () => void) {
  const [images, setImages] = useState<SliderImages | null>(null)
  const [status, setStatus] = useState<SliderStatus>('loading')
  const [at, setAt] = useState<Point>({ x: 0, y: 0 })
  // The latest position, for the drop: a pointerup can come before React renders the last move.
  const atRef = useRef<Point>(at)

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

  return { images, status, at, atRef, moveTo, load, check }
}

type Challenge = ReturnType<typeof useSliderChallenge>

/**
 * Moving the piece: dragged both ways (the piece itself or the handle), or with the arrow keys
 * on the handle (Shift for bigger steps); letting go, Enter or Space drops it.
 */
export function useSliderMoves({ status, atRef, moveTo, check }: Challenge) {
  const drag = useRef<{ pointerX: number; pointerY: number; from: Point } | null>(null)
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
  return { dragProps, onKey }
}

export type DragProps = ReturnType<typeof useSliderMoves>['dragProps']
