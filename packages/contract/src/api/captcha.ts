/** The slider captcha (server module captcha). */
import { z } from '../zod.ts'

export const sliderImages = z.object({
  backImage: z.string(),
  slidingImage: z.string(),
  originalWidth: z.number(),
  originalHeight: z.number(),
  sliderWidth: z.number(),
  sliderHeight: z.number(),
  randomY: z.number(),
})
export type SliderImages = z.infer<typeof sliderImages>

/**
 * One slider try: where the piece's top-left corner was dropped, in picture px. `yPos` is needed
 * because the hole's row is secret too (docs/decisions.md, "Slider captcha"). Form fields and query
 * parameters arrive as strings, hence the coercion.
 */
const sliderCoordinate = z.coerce
  .number({ error: 'field.invalid' })
  .finite({ error: 'field.invalid' })
  .min(-1000)
  .max(1000)
export const sliderCheckBody = z.object({ xPos: sliderCoordinate, yPos: sliderCoordinate })
export type SliderCheck = z.infer<typeof sliderCheckBody>
