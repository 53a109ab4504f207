/** /authPhone: bind a phone, which other members' requests need (docs/product/permissions.md). */
import { maskPhone } from '@kaifong/contract'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslation } from 'react-i18next'
import { useNavigate } from 'react-router'
import { paths } from '../../../config/paths.ts'
import { useSession } from '../../../lib/session.ts'
import { BindPhoneForm } from '../components/BindPhoneForm.tsx'

export default function AuthPhonePage() {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const { userInfo } = useSession()
  return (
    <section className="page narrow card">
      <h1>{t('auth.bind.title')}</h1>
      <p className="muted">{t('auth.bind.intro')}</p>
      {userInfo?.phoneVerified && (
        <p className="notice">
          {t('auth.bind.current', { phone: `+${userInfo.countryCode} ${maskPhone(userInfo.mobile)}` })}
        </p>
      )}
      <BindPhoneForm
        onDone={() => {
          // A first verified phone pays the task reward and awards a medal: show them fresh.
          void queryClient.invalidateQueries({ queryKey: ['coins'] })
          void queryClient.invalidateQueries({ queryKey: ['medals'] })
          void navigate(paths.settings)
        }}
      />
    </section>
  )
}
