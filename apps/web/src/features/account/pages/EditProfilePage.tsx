/**
 * /setting/profile: the member's own nickname, self-introduction, district and photo
 * (docs/product/screens.md; the rules in docs/product/domain-rules.md, "Profile"). The fields
 * follow the contract's `editOwnBody`, checked as typed and again by the server. The photo is
 * shown as the square the server will cut from its middle. After the save the stored session
 * info is replaced, so the header's avatar and name change at once.
 */
import { zodResolver } from '@hookform/resolvers/zod'
import {
  BIO_MAX,
  bioSchema,
  HK_DISTRICTS,
  type HkDistrict,
  type MemberInfo,
  NICKNAME_MAX,
  nickNameSchema,
} from '@kaifong/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { z } from 'zod'
import { Field } from '../../../components/Field.tsx'
import { FormActions } from '../../../components/FormActions.tsx'
import { FormError } from '../../../components/FormError.tsx'
import { LoadError } from '../../../components/LoadStates.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { paths } from '../../../config/paths.ts'
import { applyServerErrors } from '../../../lib/form-errors.ts'
import { translateIssue } from '../../../lib/i18n.ts'
import { goodsKeys } from '../../../lib/query-keys.ts'
import { setUserInfo } from '../../../lib/session.ts'
import { toast } from '../../../lib/ui.ts'
import { saveProfile } from '../api/profile.ts'
import { AvatarPicker } from '../components/AvatarPicker.tsx'
import { useAvatar } from '../hooks/use-avatar.ts'
import { useFreshMe } from '../hooks/use-fresh-me.ts'

const FIELDS = ['nickName', 'bio', 'district'] as const
type Values = { nickName: string; bio: string; district: HkDistrict | '' }

const formSchema = z.object({
  nickName: nickNameSchema,
  bio: bioSchema,
  district: z.enum([...HK_DISTRICTS, '']),
})

export default function EditProfilePage() {
  const { t } = useTranslation()
  // Fresh from the server: a session stored before profiles existed has no bio or district.
  const me = useFreshMe()
  if (me.data) return <EditProfileForm me={me.data} />
  if (me.error) return <LoadError error={me.error} onRetry={() => void me.refetch()} />
  return <Spinner label={t('common.loading')} />
}

function EditProfileForm({ me }: { me: MemberInfo }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const avatar = useAvatar(me.face)
  const [error, setErrorText] = useState<string | null>(null)
  const { register, handleSubmit, formState, setError, watch } = useForm<Values>({
    resolver: zodResolver(formSchema),
    mode: 'onTouched',
    defaultValues: { nickName: me.nickName, bio: me.bio ?? '', district: me.district ?? '' },
  })
  const err = (name: (typeof FIELDS)[number]) => translateIssue(formState.errors[name]?.message)
  const nickName = watch('nickName')
  const bio = watch('bio')
  const submit = handleSubmit(async ({ nickName, bio, district }) => {
    setErrorText(null)
    try {
      const saved = await saveProfile({
        nickName,
        bio,
        district: district || null,
        ...(avatar.face === undefined ? {} : { face: avatar.face }),
      })
      setUserInfo(saved)
      queryClient.setQueryData(['me'], saved)
      void queryClient.invalidateQueries({ queryKey: goodsKeys.seller(saved.id) })
      toast(t('profile.edit.saved'), 'success')
      void navigate(paths.settings)
    } catch (e) {
      setErrorText(applyServerErrors(e, setError, FIELDS))
    }
  })
  return (
    <section className="card edit-profile">
      <h1>{t('profile.edit.title')}</h1>
      <p className="muted">{t('profile.edit.why')}</p>
      <form className="form" onSubmit={submit} noValidate data-testid="profile-form">
        <AvatarPicker name={nickName || me.username} avatar={avatar} />
        <Field
          id="profile-nickname"
          label={t('profile.edit.nickName')}
          error={err('nickName')}
          hint={t('profile.edit.count', { n: nickName.length, max: NICKNAME_MAX })}
        >
          <input
            id="profile-nickname"
            maxLength={NICKNAME_MAX}
            autoComplete="nickname"
            data-testid="profile-nickname"
            {...register('nickName')}
          />
        </Field>
        <Field
          id="profile-bio"
          label={`${t('profile.edit.bio')} (${t('common.optional')})`}
          error={err('bio')}
          hint={t('profile.edit.count', { n: bio.length, max: BIO_MAX })}
        >
          <textarea
            id="profile-bio"
            rows={4}
            maxLength={BIO_MAX}
            placeholder={t('profile.edit.bioPlaceholder')}
            data-testid="profile-bio"
            {...register('bio')}
          />
        </Field>
        <Field
          id="profile-district"
          label={`${t('profile.edit.district')} (${t('common.optional')})`}
          error={err('district')}
          hint={t('profile.edit.districtHint')}
        >
          {/* defaultValue as well: not every DOM (happy-dom in the tests) takes RHF's default on a select. */}
          <select
            id="profile-district"
            data-testid="profile-district"
            defaultValue={me.district ?? ''}
            {...register('district')}
          >
            <option value="">{t('profile.edit.districtNone')}</option>
            {HK_DISTRICTS.map((d) => (
              <option key={d} value={d}>
                {t(`address.district.${d}`)}
              </option>
            ))}
          </select>
        </Field>
        <FormError message={error} />
        <FormActions
          label={t('profile.edit.submit')}
          testId="profile-submit"
          pending={formState.isSubmitting}
          disabled={avatar.uploading}
          onCancel={() => void navigate(paths.settings)}
        />
      </form>
    </section>
  )
}
