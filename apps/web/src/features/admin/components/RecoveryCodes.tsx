/** The ten recovery codes, shown once after the authenticator is set up, to copy or download. */
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useFirstFocus } from './CodeField.tsx'

export function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const { t } = useTranslation()
  const [copied, setCopied] = useState(false)
  const heading = useFirstFocus<HTMLHeadingElement>()
  const text = codes.join('\n')
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(text)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }
  const download = () => {
    const url = URL.createObjectURL(new Blob([`${text}\n`], { type: 'text/plain' }))
    const link = document.createElement('a')
    link.href = url
    link.download = 'kaifong-console-recovery-codes.txt'
    link.click()
    URL.revokeObjectURL(url)
  }
  return (
    <section className="adm-form" aria-labelledby="codes-title">
      <h1 id="codes-title" ref={heading} tabIndex={-1}>
        {t('admin.signIn.codesTitle')}
      </h1>
      <p>{t('admin.signIn.codesIntro')}</p>
      <ol className="adm-recovery" data-testid="signin-recovery-codes">
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ol>
      <div className="adm-actions">
        <button
          type="button"
          className="adm-btn adm-btn-ghost"
          onClick={copy}
          data-testid="signin-copy-codes"
        >
          {copied ? t('admin.signIn.copied') : t('admin.signIn.copy')}
        </button>
        <button type="button" className="adm-btn adm-btn-ghost" onClick={download}>
          {t('admin.signIn.download')}
        </button>
      </div>
      <span className="sr-only" role="status">
        {copied ? t('admin.signIn.copied') : ''}
      </span>
      <button
        type="button"
        className="adm-btn adm-btn-primary adm-btn-block"
        onClick={onDone}
        data-testid="signin-codes-saved"
      >
        {t('admin.signIn.saved')}
      </button>
    </section>
  )
}
