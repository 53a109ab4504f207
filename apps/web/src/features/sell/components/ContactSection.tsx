/**
 * connection (docs/product/data.md, validation.md): WhatsApp, WeChat, email, other, each a tick and a value. WhatsApp,
 * WeChat and email must not be empty and email must be valid (the contract's contactSchema).
 * Typing into a value ticks it; unticking keeps the text in case it is ticked again. "Chat only"
 * hides them all: buyers then reach the seller in the chat alone (docs/product/domain-rules.md,
 * "Contact privacy"), and what was typed comes back if it is switched off again.
 */
import { CONTACT_METHODS, CONTACT_VALUE_MAX, type Contact } from '@kaifong/contract'
import { type RefObject, useRef } from 'react'
import { useFormContext } from 'react-hook-form'
import { useTranslation } from 'react-i18next'
import { translateIssue } from '../../../lib/i18n.ts'
import type { SellValues } from '../form.ts'

type Method = (typeof CONTACT_METHODS)[number]
const INPUT: Record<Method, { type: string; inputMode?: 'tel' | 'email' | 'text'; autoComplete: string }> = {
  whatsapp: { type: 'tel', inputMode: 'tel', autoComplete: 'tel' },
  wechat: { type: 'text', autoComplete: 'off' },
  email: { type: 'email', inputMode: 'email', autoComplete: 'email' },
  other: { type: 'text', autoComplete: 'off' },
}
type Remembered = Partial<Record<Method, string>>
const ordered = (list: Contact[]) =>
  [...list].sort((a, b) => CONTACT_METHODS.indexOf(a.type) - CONTACT_METHODS.indexOf(b.type))

export function ContactSection() {
  const { t } = useTranslation()
  const { watch, setValue, trigger, clearErrors, formState } = useFormContext<SellValues>()
  const chatOnly = watch('chatOnly')
  // Here, not in the methods, so unticked texts survive chat only being switched on and off.
  const remembered = useRef<Remembered>({})

  const switchChatOnly = (on: boolean) => {
    setValue('chatOnly', on, { shouldDirty: true })
    if (on) clearErrors('contacts')
    else if (formState.submitCount > 0) void trigger('contacts')
  }

  return (
    <>
      <label className="check">
        <input
          type="checkbox"
          role="switch"
          aria-checked={chatOnly}
          checked={chatOnly}
          onChange={(e) => switchChatOnly(e.target.checked)}
          aria-describedby="sell-chat-only-hint"
          data-testid="contact-chat-only"
        />
        <span>{t('sell.contact.chatOnly')}</span>
      </label>
      <p id="sell-chat-only-hint" className="field-hint">
        {t(chatOnly ? 'sell.contact.chatOnlyHint' : 'sell.contact.privacyHint')}
      </p>
      {!chatOnly && <ContactMethods remembered={remembered} />}
    </>
  )
}

/** The four methods, each a tick and a value. */
function ContactMethods({ remembered }: { remembered: RefObject<Remembered> }) {
  const { t } = useTranslation()
  const { watch, setValue, trigger, formState } = useFormContext<SellValues>()
  const contacts = watch('contacts')
  const opts = { shouldValidate: formState.submitCount > 0, shouldDirty: true }
  const errors = formState.errors.contacts
  // The array's own message (no contact at all) sits on it, or on its `root` beside item errors.
  const sectionError = translateIssue(errors?.message ?? errors?.root?.message)

  const set = (next: Contact[]) => setValue('contacts', ordered(next), opts)
  const toggle = (type: Method) => {
    const current = contacts.find((c) => c.type === type)
    if (current) {
      remembered.current[type] = current.value
      set(contacts.filter((c) => c.type !== type))
    } else set([...contacts, { type, value: remembered.current[type] ?? '' }])
  }
  const write = (type: Method, value: string) =>
    set(
      contacts.some((c) => c.type === type)
        ? contacts.map((c) => (c.type === type ? { ...c, value } : c))
        : [...contacts, { type, value }],
    )

  return (
    <fieldset className="sell-contacts" aria-describedby="sell-contacts-error">
      <legend>{t('sell.contact.label')}</legend>
      {CONTACT_METHODS.map((type) => {
        const index = contacts.findIndex((c) => c.type === type)
        const on = index >= 0
        const message = on ? translateIssue(errors?.[index]?.value?.message) : ''
        const inputId = `sell-contact-${type}`
        return (
          <div key={type} className={`sell-contact${message ? ' has-error' : ''}`}>
            <label className="check">
              <input
                type="checkbox"
                checked={on}
                onChange={() => toggle(type)}
                data-testid={`contact-${type}`}
              />
              <span>{t(`sell.contact.${type}`)}</span>
            </label>
            <input
              id={inputId}
              className="sell-contact-value"
              {...INPUT[type]}
              maxLength={CONTACT_VALUE_MAX}
              aria-label={t(`sell.contact.${type}Value`)}
              aria-invalid={Boolean(message) || undefined}
              aria-describedby={message ? `${inputId}-error` : undefined}
              placeholder={t(`sell.contact.${type}Placeholder`)}
              value={on ? (contacts[index]?.value ?? '') : (remembered.current[type] ?? '')}
              onChange={(e) => write(type, e.target.value)}
              onBlur={() => on && void trigger('contacts')}
              data-testid={`contact-${type}-value`}
            />
            {message && (
              <p className="field-error" id={`${inputId}-error`} role="alert">
                {message}
              </p>
            )}
          </div>
        )
      })}
      {sectionError && (
        <p className="field-error" id="sell-contacts-error" role="alert">
          {sectionError}
        </p>
      )}
    </fieldset>
  )
}
