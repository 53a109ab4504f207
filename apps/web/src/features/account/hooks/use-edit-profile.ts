/**
 * The profile form's state (pages/EditProfilePage.tsx): the contract's nickname and bio rules and
 * a district or none, checked as typed and again by the server. After the save the stored session
 * info is replaced, so the header's avatar and name change at once, and the member's listings
 * (which show the seller) are asked for again.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import { bioSchema, HK_DISTRICTS, type HkDistrict, type MemberInfo, nickNameSchema } from '@kaifong/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { z } from 'zod'
import { paths } from '../../../config/paths.ts'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { goodsKeys } from '../../../lib/query-keys.ts'
import { setUserInfo } from '../../../lib/session.ts'
import { toast } from '../../../lib/ui.ts'
import { saveProfile } from '../api/profile.ts'

export const PROFILE_FIELDS = ['nickName', 'bio', 'district'] as const
export type ProfileValues = { nickName: string; bio: string; district: HkDistrict | '' }

const formSchema = z.object({
  nickName: nickNameSchema,
  bio: bioSchema,
  district: z.enum([...HK_DISTRICTS, '']),
})

/** `face`: the avatar picker's choice (undefined keeps the saved photo). */
export function useEditProfile(me: MemberInfo, face: string | undefined) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const [error, setErrorText] = useState<string | null>(null)
  const form = useForm<ProfileValues>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: { nickName: me.nickName, bio: me.bio ?? '', district: me.district ?? '' },
  })
  const submit = form.handleSubmit(async ({ nickName, bio, district }) => {
    setErrorText(null)
    try {
      const saved = await saveProfile({
        nickName,
        bio,
        district: district || null,
        ...(face === undefined ? {} : { face }),
      })
      setUserInfo(saved)
      queryClient.setQueryData(['me'], saved)
      void queryClient.invalidateQueries({ queryKey: goodsKeys.seller(saved.id) })
      toast(t('profile.edit.saved'), 'success')
      void navigate(paths.settings)
    } catch (e) {
      setErrorText(applyServerErrors(e, form.setError, PROFILE_FIELDS))
    }
  })
  return { form, error, submit, cancel: () => void navigate(paths.settings) }
}
