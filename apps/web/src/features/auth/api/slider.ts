import type { SliderImages, SliderType } from '@kaifong/contract'
import { api } from '../../../lib/api.ts'

export const fetchSlider = (type: SliderType) =>
  api<SliderImages>(`/common/common/slider/${type}`, { silent: true, anonymous: true })

export const verifySlider = (type: SliderType, xPos: number) =>
  api<boolean>(`/common/common/slider/${type}`, {
    method: 'POST',
    body: { verificationEnums: type, xPos },
    silent: true,
    anonymous: true,
  })
