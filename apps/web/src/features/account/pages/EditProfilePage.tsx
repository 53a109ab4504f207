/**
 * /setting/profile: the member's own nickname, self-introduction, district and photo
 * (docs/product/screens.md; the rules in docs/product/domain-rules.md, "Profile"). The fields
 * follow the contract's `editOwnBody`, checked as typed and again by the server. The photo is
 * shown as the square the server will cut from its middle. After the save the stored session
 * info is replaced, so the header's avatar and name change at once.
 */
import { BIO_MAX, HK_DISTRICTS, type MemberInfo, NICKNAME_MAX } from '@kaifong/contract'
import type { UseFormRegister } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Field } from '../../../components/Field.tsx'
import { FormActions } from '../../../components/FormActions.tsx'
import { FormError } from '../../../components/FormError.tsx'
import { LoadError } from '../../../components/LoadStates.tsx'
import { Spinner } from '../../../components/Spinner.tsx'
import { translateIssue } from '../../../lib/i18n.ts'
import { AvatarPicker } from '../components/AvatarPicker.tsx'
import { useAvatar } from '../hooks/use-avatar.ts'
import { type PROFILE_FIELDS, type ProfileValues, useEditProfile } from '../hooks/use-edit-profile.ts'
import { useFreshMe } from '../hooks/use-fresh-me.ts'

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
  const avatar = useAvatar(me.face)
  const { form, error, submit, cancel } = useEditProfile(me, avatar.face)
  const { register, formState, watch } = form
  const err = (name: (typeof PROFILE_FIELDS)[number]) => translateIssue(formState.errors[name]?.message)
  const nickName = watch('nickName')
  const bio = watch('bio')
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
        <DistrictField register={register} error={err('district')} saved={me.district ?? ''} />
        <FormError message={error} />
        <FormActions
          label={t('profile.edit.submit')}
          testId="profile-submit"
          pending={formState.isSubmitting}
          disabled={avatar.uploading}
          onCancel={cancel}
        />
      </form>
    </section>
  )
}

interface DistrictProps {
  register: UseFormRegister<ProfileValues>
  error: string
  /** The district saved now, or '' for none. */
  saved: string
}

function DistrictField({ register, error, saved }: DistrictProps) {
  const { t } = useTranslation()
  return (
    <Field
      id="profile-district"
      label={`${t('profile.edit.district')} (${t('common.optional')})`}
      error={error}
      hint={t('profile.edit.districtHint')}
    >
      {/* defaultValue as well: not every DOM (happy-dom in the tests) takes RHF's default on a select. */}
      <select
        id="profile-district"
        data-testid="profile-district"
        defaultValue={saved}
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
  )
}
