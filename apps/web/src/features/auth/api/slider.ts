import type { SliderCheck, SliderImages, SliderType } from '@kaifong/contract'
import { api } from '../../../lib/api.ts'

export const fetchSlider = (type: SliderType) =>
  api<SliderImages>(`/common/common/slider/${type}`, { silent: true, anonymous: true })

/** Sends where the piece was dropped: both coordinates, as the hole's row is secret too. */
export const verifySlider = (type: SliderType, drop: SliderCheck) =>
  api<boolean>(`/common/common/slider/${type}`, {
    method: 'POST',
    body: { verificationEnums: type, ...drop },
    silent: true,
    anonymous: true,
  })
