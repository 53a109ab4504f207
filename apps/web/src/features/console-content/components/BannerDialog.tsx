/**
 * Adds or edits a banner (docs/admin.md, "Content and settings"): its picture (uploaded through
 * POST /admin/api/media), its title in three languages, its link on the site, its order and whether
 * it is shown. The picture, the link and the order are checked before it is saved.
 */
import { siteLinkOf } from '@kaifong/contract'
import { type FormEvent, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Modal } from '../../../components/Modal.tsx'
import {
  AdminField,
  emptyLocalized,
  fieldA11y,
  fieldError,
  formError,
  ImagePicker,
  LANGS,
  type Localized,
  LocalizedInputs,
  localizedErrors,
  missingLanguages,
} from '../../admin/index.ts'
import { useSaveBanner } from '../lib/banners.ts'
import { type AdminBanner, BANNER_TITLE_MAX } from '../lib/types.ts'

interface BannerForm {
  imageUrl: string
  title: Localized
  link: string
  sortOrder: string
  enabled: boolean
}

const formOf = (banner: AdminBanner | null, nextOrder: number): BannerForm =>
  banner
    ? { ...banner, title: { ...banner.title }, sortOrder: String(banner.sortOrder) }
    : { imageUrl: '', title: emptyLocalized(), link: '', sortOrder: String(nextOrder), enabled: true }

const FIELDS = ['imageUrl', 'link', 'sortOrder', 'enabled', ...LANGS.map((l) => `title.${l}`)]

interface Props {
  /** The banner to edit; null for a new one. */
  banner: AdminBanner | null
  nextOrder: number
  onClose: (saved?: string) => void
}

/** The form as typed, what is wrong with it, and its saving. */
function useBannerForm({ banner, nextOrder, onClose }: Props) {
  const { t } = useTranslation()
  const [form, setForm] = useState(() => formOf(banner, nextOrder))
  const [problems, setProblems] = useState<{ imageUrl?: string; link?: string; sortOrder?: string }>({})
  const [missing, setMissing] = useState<ReturnType<typeof missingLanguages>>([])
  const save = useSaveBanner(banner, () =>
    onClose(banner ? t('adminContent.banners.updated') : t('adminContent.banners.added')),
  )
  const submit = (e: FormEvent) => {
    e.preventDefault()
    const next: typeof problems = {}
    if (!form.imageUrl) next.imageUrl = t('adminContent.banners.imageRequired')
    const link = form.link.trim()
    if (siteLinkOf(link) === null) next.link = t('adminContent.banners.linkInvalid')
    const order = /^\d{1,4}$/.test(form.sortOrder.trim()) ? Number(form.sortOrder) : null
    if (order === null) next.sortOrder = t('adminContent.common.orderInvalid')
    const empty = missingLanguages(form.title)
    setProblems(next)
    setMissing(empty)
    if (Object.keys(next).length || empty.length || order === null) return
    save.mutate({ imageUrl: form.imageUrl, title: form.title, link, sortOrder: order, enabled: form.enabled })
  }
  const set = <K extends keyof BannerForm>(key: K, value: BannerForm[K]) =>
    setForm((f) => ({ ...f, [key]: value }))
  return { form, set, problems, missing, save, submit }
}

export function BannerDialog(props: Props) {
  const { banner, onClose } = props
  const { t } = useTranslation()
  const { form, set, problems, missing, save, submit } = useBannerForm(props)
  const general = formError(save.error, FIELDS)
  return (
    <Modal
      open
      title={banner ? t('adminContent.banners.edit') : t('adminContent.banners.add')}
      onClose={() => onClose()}
      width={720}
      testId="banner-dialog"
    >
      <form className="adm-form" onSubmit={submit} noValidate>
        <ImagePicker
          label={t('adminContent.banners.image')}
          value={form.imageUrl}
          error={problems.imageUrl ?? fieldError(save.error, 'imageUrl')}
          onChange={(imageUrl) => set('imageUrl', imageUrl)}
          testId="banner-image"
        />
        <LocalizedInputs
          idPrefix="banner-title"
          label={t('adminContent.banners.bannerTitle')}
          value={form.title}
          maxLength={BANNER_TITLE_MAX}
          onChange={(title) => set('title', title)}
          errors={localizedErrors(save.error, 'title', missing, t('adminContent.common.required'))}
        />
        <LinkAndOrder
          form={form}
          set={set}
          linkError={problems.link ?? fieldError(save.error, 'link')}
          orderError={problems.sortOrder ?? fieldError(save.error, 'sortOrder')}
        />
        <label className="adc-check">
          <input
            type="checkbox"
            checked={form.enabled}
            data-testid="banner-enabled"
            onChange={(e) => set('enabled', e.target.checked)}
          />
          {t('adminContent.banners.enabled')}
        </label>
        {general && (
          <p className="adm-field-error" role="alert">
            {general}
          </p>
        )}
        <div className="adm-actions">
          <button type="button" className="adm-btn adm-btn-ghost" onClick={() => onClose()}>
            {t('adminContent.common.cancel')}
          </button>
          <button
            type="submit"
            className="adm-btn adm-btn-primary"
            disabled={save.isPending}
            data-testid="banner-save"
          >
            {save.isPending ? t('adminContent.common.saving') : t('adminContent.common.save')}
          </button>
        </div>
      </form>
    </Modal>
  )
}

function LinkAndOrder({
  form,
  set,
  linkError,
  orderError,
}: {
  form: BannerForm
  set: (key: 'link' | 'sortOrder', value: string) => void
  linkError: string | null
  orderError: string | null
}) {
  const { t } = useTranslation()
  return (
    <div className="adc-row">
      <AdminField
        id="banner-link"
        label={t('adminContent.banners.link')}
        hint={t('adminContent.banners.linkHint')}
        error={linkError}
      >
        <input
          className="adm-input"
          value={form.link}
          maxLength={500}
          data-testid="banner-link"
          onChange={(e) => set('link', e.target.value)}
          {...fieldA11y('banner-link', linkError, t('adminContent.banners.linkHint'))}
        />
      </AdminField>
      <AdminField id="banner-order" label={t('adminContent.common.sortOrder')} error={orderError}>
        <input
          className="adm-input adc-narrow"
          inputMode="numeric"
          value={form.sortOrder}
          data-testid="banner-order"
          onChange={(e) => set('sortOrder', e.target.value)}
          {...fieldA11y('banner-order', orderError)}
        />
      </AdminField>
    </div>
  )
}
