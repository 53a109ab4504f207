/** Slider captcha (SPEC §3, §4): issue a challenge, check the one try, and spend a pass. */
import { randomInt } from 'node:crypto'
import {
  ErrorCode,
  SLIDER,
  SLIDER_TOLERANCE_PX,
  SLIDER_TTL_SECONDS,
  type SliderImages,
  type SliderType,
} from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { AppError } from '../../lib/errors.ts'
import { drawSlider } from './captcha.image.ts'
import { consumePass, findAnswer, putChallenge, tryChallenge } from './captcha.repo.ts'

export async function newChallenge(
  ctx: AppContext,
  uuid: string,
  type: SliderType,
  ip: string,
): Promise<SliderImages> {
  // Keep the hole clear of the piece's start position so a drag is always needed.
  const x = 70 + randomInt(SLIDER.width - SLIDER.pieceWidth - 80)
  const y = randomInt(SLIDER.height - SLIDER.pieceHeight)
  const now = ctx.clock.now()
  const pictures = await drawSlider(x, y)
  await putChallenge(ctx.db, {
    uuid,
    type,
    xPos: x,
    yPos: y,
    ip,
    now,
    expiresAt: new Date(now.getTime() + SLIDER_TTL_SECONDS * 1000),
  })
  return {
    ...pictures,
    originalWidth: SLIDER.width,
    originalHeight: SLIDER.height,
    sliderWidth: SLIDER.pieceWidth,
    sliderHeight: SLIDER.pieceHeight,
    randomY: y,
  }
}

export function checkChallenge(
  ctx: AppContext,
  uuid: string,
  type: SliderType,
  xPos: number,
): Promise<boolean> {
  return tryChallenge(ctx.db, uuid, type, Math.round(xPos), SLIDER_TOLERANCE_PX, ctx.clock.now())
}

/** Spends a passed challenge: one pass authorises exactly one use (a code sent, a login tried). */
export async function consumeSliderPass(ctx: AppContext, uuid: string, type: SliderType): Promise<void> {
  if (!(await consumePass(ctx.db, uuid, type, ctx.clock.now()))) {
    throw new AppError(400, ErrorCode.SLIDER_NOT_PASSED, 'slider.not.passed')
  }
}

export function peekSliderAnswer(ctx: AppContext, uuid: string, type: SliderType): Promise<number | null> {
  return findAnswer(ctx.db, uuid, type)
}
