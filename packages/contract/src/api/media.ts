/** Image uploads (server module media). */
import type { z } from 'zod'
import { goodsImage } from './goods.ts'

/** POST /common/common/upload/file (multipart `file`). */
export const uploadedImage = goodsImage
export type UploadedImage = z.infer<typeof uploadedImage>
