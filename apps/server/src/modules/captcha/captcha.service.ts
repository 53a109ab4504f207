/**
 * Slider captcha: issue a challenge, check the one try, and spend a pass. The hole's
 * x and y are both secret, so a blind guess passes well under 1 % (docs/decisions.md, "Slider captcha").
 */
import { randomInt } from 'node:crypto'
import {
  ErrorCode,
  SLIDER,
  SLIDER_HOLE_MIN_X,
  SLIDER_MAX_X,
  SLIDER_MAX_Y,
  SLIDER_TOLERANCE_PX,
  SLIDER_TTL_SECONDS,
  type SliderImages,
  type SliderType,
} from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { drawSlider } from './captcha.image.ts'
import { claimTry, consumePass, findAnswer, markPassed, putChallenge } from './captcha.repo.ts'

/** A point of the picture in px: the top-left corner of the hole, or of the dropped piece. */
export interface SliderPoint {
  x: number
  y: number
}

export interface SliderChallenge {
  hole: SliderPoint
  /** The row the piece starts on (the response's `randomY`), independent of the hole's row. */
  startY: number
}

/** A fresh, uniformly random hole anywhere the piece can reach right of its start column. */
export function pickChallenge(): SliderChallenge {
  return {
    hole: {
      x: SLIDER_HOLE_MIN_X + randomInt(SLIDER_MAX_X - SLIDER_HOLE_MIN_X + 1),
      y: randomInt(SLIDER_MAX_Y + 1),
    },
    startY: randomInt(SLIDER_MAX_Y + 1),
  }
}

/** The one rule a try is judged by: dropped within SLIDER_TOLERANCE_PX (straight line) of the hole. */
export function isOnTarget(hole: SliderPoint, drop: SliderPoint): boolean {
  const dx = Math.round(drop.x) - hole.x
  const dy = Math.round(drop.y) - hole.y
  return dx * dx + dy * dy <= SLIDER_TOLERANCE_PX * SLIDER_TOLERANCE_PX
}

/** Picks and stores a challenge without drawing it (newChallenge draws; tests issue thousands). */
export async function issueChallenge(
  ctx: AppContext,
  uuid: string,
  type: SliderType,
  ip: string,
): Promise<SliderChallenge> {
  const challenge = pickChallenge()
  const now = ctx.clock.now()
  await putChallenge(ctx.db, {
    uuid,
    type,
    xPos: challenge.hole.x,
    yPos: challenge.hole.y,
    ip,
    now,
    expiresAt: new Date(now.getTime() + SLIDER_TTL_SECONDS * 1000),
  })
  return challenge
}

export async function newChallenge(
  ctx: AppContext,
  uuid: string,
  type: SliderType,
  ip: string,
): Promise<SliderImages> {
  const { hole, startY } = await issueChallenge(ctx, uuid, type, ip)
  const pictures = await drawSlider(hole.x, hole.y)
  return {
    ...pictures,
    originalWidth: SLIDER.width,
    originalHeight: SLIDER.height,
    sliderWidth: SLIDER.pieceWidth,
    sliderHeight: SLIDER.pieceHeight,
    randomY: startY,
  }
}

/** Judges the one try of the device's challenge; true when it passed. */
export async function checkChallenge(
  ctx: AppContext,
  uuid: string,
  type: SliderType,
  drop: SliderPoint,
): Promise<boolean> {
  const now = ctx.clock.now()
  const answer = await claimTry(ctx.db, uuid, type, now)
  if (!answer || !isOnTarget(answer, drop)) return false
  return markPassed(ctx.db, uuid, type, answer.createdAt, now)
}

/** Spends a passed challenge: one pass authorises exactly one use (a code sent, a login tried). */
export async function consumeSliderPass(ctx: AppContext, uuid: string, type: SliderType): Promise<void> {
  if (!(await consumePass(ctx.db, uuid, type, ctx.clock.now()))) {
    throw new AppError(400, ErrorCode.SLIDER_NOT_PASSED, 'slider.not.passed')
  }
}

/** The hole of the device's challenge, for the development answer peek (`/dev/slider`). */
export function peekSliderAnswer(
  ctx: AppContext,
  uuid: string,
  type: SliderType,
): Promise<{ xPos: number; yPos: number } | null> {
  return findAnswer(ctx.db, uuid, type)
}
