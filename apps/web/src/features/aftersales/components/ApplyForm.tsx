/**
 * ApplyAfterSale's form: kind (a return only once the goods left the shop), reason, text, photos
 * and the refund amount, prefilled with the cap and checked against it (hooks/use-apply-form.ts).
 */
import {
  AFTER_SALE_KINDS,
  AFTER_SALE_PHOTOS_MAX,
  AFTER_SALE_TEXT_MAX,
  type AfterSaleKindName,
  formatHkd,
} from '@kaifong/contract'
import { useId } from 'react'
import { useTranslation } from 'react-i18next'
import { Field } from '../../../components/Field.tsx'
import { FormActions } from '../../../components/FormActions.tsx'
import { currentLanguage } from '../../../lib/i18n.ts'
import { useApplyForm } from '../hooks/use-apply-form.ts'
import { PhotoPicker } from './PhotoPicker.tsx'

type Props = Parameters<typeof useApplyForm>[0] & { reasons: { code: string; label: string }[] }

/** Refund only, or return and refund once the goods left the shop. */
function KindChoice(props: {
  name: string
  value: AfterSaleKindName
  canReturn: boolean
  onChange: (kind: AfterSaleKindName) => void
}) {
  const { t } = useTranslation()
  return (
    <fieldset className="as-kinds">
      <legend>{t('aftersales.apply.kind')}</legend>
      {AFTER_SALE_KINDS.map((kind) => (
        <label key={kind} className="check">
          <input
            type="radio"
            name={props.name}
            value={kind}
            checked={props.value === kind}
            disabled={kind === 'RETURN_REFUND' && !props.canReturn}
            onChange={() => props.onChange(kind)}
          />
          {t(`aftersales.kind.${kind}`)}
        </label>
      ))}
      {!props.canReturn && <p className="field-hint">{t('aftersales.apply.returnLater')}</p>}
    </fieldset>
  )
}

export function ApplyForm({ reasons, ...input }: Props) {
  const { t } = useTranslation()
  const id = useId()
  const { values, set, errors, pending, submit } = useApplyForm(input)
  const describe = (field: keyof typeof errors, name: string) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {}
  return (
    <form className="card form as-form" onSubmit={submit} noValidate data-testid="apply-form">
      <KindChoice
        name={`${id}-kind`}
        value={values.kind}
        canReturn={input.canReturn}
        onChange={set.setKind}
      />
      <Field id={`${id}-reason`} label={t('aftersales.apply.reason')} error={errors.reasonCode}>
        <select
          id={`${id}-reason`}
          value={values.reasonCode}
          onChange={(e) => set.setReasonCode(e.target.value)}
          data-testid="apply-reason"
          {...describe('reasonCode', 'reason')}
        >
          <option value="">{t('aftersales.apply.chooseReason')}</option>
          {reasons.map((r) => (
            <option key={r.code} value={r.code}>
              {r.label}
            </option>
          ))}
        </select>
      </Field>
      <Field
        id={`${id}-text`}
        label={t('aftersales.apply.text')}
        error={errors.reasonText}
        hint={t('aftersales.apply.textCount', { count: values.reasonText.length, max: AFTER_SALE_TEXT_MAX })}
      >
        <textarea
          id={`${id}-text`}
          rows={4}
          maxLength={AFTER_SALE_TEXT_MAX}
          value={values.reasonText}
          onChange={(e) => set.setReasonText(e.target.value)}
          {...describe('reasonText', 'text')}
        />
      </Field>
      <PhotoPicker
        max={AFTER_SALE_PHOTOS_MAX}
        photos={values.photos}
        onChange={set.setPhotos}
        onBusy={set.setBusy}
      />
      <Field
        id={`${id}-amount`}
        label={t('aftersales.apply.amount')}
        error={errors.refundAmount}
        hint={t('aftersales.apply.amountHint', { max: formatHkd(input.cap, currentLanguage()) })}
      >
        <input
          id={`${id}-amount`}
          inputMode="decimal"
          autoComplete="off"
          value={values.amount}
          onChange={(e) => set.setAmount(e.target.value)}
          data-testid="apply-amount"
          {...describe('refundAmount', 'amount')}
        />
      </Field>
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <FormActions label={t('aftersales.apply.submit')} pending={pending} testId="apply-submit" />
    </form>
  )
}
