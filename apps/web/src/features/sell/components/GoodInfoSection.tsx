/** goodInfo (docs/product/data.md): category, name, description, condition and the several-in-stock flag. */
import { GOODS_INTRO_MAX, GOODS_NAME_MAX, GOODS_STATUS } from '@kaifong/contract'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { Field } from '../../../components/Field.tsx'
import { translateIssue } from '../../../lib/i18n.ts'
import type { SellValues } from '../form.ts'
import { CategoryPicker } from './CategoryPicker.tsx'

const CONDITIONS = Object.values(GOODS_STATUS)

export function GoodInfoSection() {
  const { t } = useTranslation()
  const { register, watch, setValue, formState } = useFormContext<SellValues>()
  const { errors, submitCount } = formState
  const [categoryId, goodsName, intro] = watch(['categoryId', 'goodsName', 'intro'])
  const validate = { shouldValidate: submitCount > 0, shouldDirty: true }

  return (
    <div className="form">
      <Field
        id="sell-category"
        label={t('sell.category.label')}
        error={translateIssue(errors.categoryId?.message)}
      >
        <CategoryPicker
          id="sell-category"
          value={categoryId}
          invalid={Boolean(errors.categoryId)}
          onChange={(id) => setValue('categoryId', id, { ...validate, shouldValidate: true })}
        />
      </Field>
      <Field
        id="sell-name"
        label={t('sell.name.label')}
        error={translateIssue(errors.goodsName?.message)}
        hint={t('sell.count', { n: goodsName.length, max: GOODS_NAME_MAX })}
      >
        <input
          id="sell-name"
          maxLength={GOODS_NAME_MAX}
          placeholder={t('sell.name.placeholder')}
          data-testid="sell-name"
          {...register('goodsName')}
        />
      </Field>
      <Field
        id="sell-intro"
        label={t('sell.intro.label')}
        error={translateIssue(errors.intro?.message)}
        hint={t('sell.count', { n: intro.length, max: GOODS_INTRO_MAX })}
      >
        <textarea
          id="sell-intro"
          rows={5}
          maxLength={GOODS_INTRO_MAX}
          placeholder={t('sell.intro.placeholder')}
          data-testid="sell-intro"
          {...register('intro')}
        />
      </Field>
      <ConditionChoice />
      <label className="check">
        <input type="checkbox" data-testid="sell-several" {...register('severalInStock')} />
        <span>
          {t('sell.several.label')}
          <span className="field-hint sell-block">{t('sell.several.hint')}</span>
        </span>
      </label>
    </div>
  )
}

/** The condition, one of the contract's (docs/product/data.md), as chips. */
function ConditionChoice() {
  const { t } = useTranslation()
  const { watch, setValue, formState } = useFormContext<SellValues>()
  const goodsStatus = watch('goodsStatus')
  const conditionError = translateIssue(formState.errors.goodsStatus?.message)
  const validate = { shouldValidate: true, shouldDirty: true }
  return (
    <fieldset
      className={`sell-chips${conditionError ? ' has-error' : ''}`}
      aria-describedby="sell-condition-error"
    >
      <legend>{t('sell.condition')}</legend>
      {CONDITIONS.map((value) => (
        <label key={value} className="sell-chip">
          <input
            type="radio"
            name="goodsStatus"
            value={value}
            checked={goodsStatus === value}
            onChange={() => setValue('goodsStatus', value, validate)}
            data-testid={`condition-${value}`}
          />
          <span>{t(`goods.condition.${value}`)}</span>
        </label>
      ))}
      {conditionError && (
        <p className="field-error" id="sell-condition-error" role="alert">
          {conditionError}
        </p>
      )}
    </fieldset>
  )
}
