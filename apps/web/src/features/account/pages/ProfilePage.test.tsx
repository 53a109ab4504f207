import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setTokens, setUserInfo } from '../../../lib/session.ts'
import { memberInfo } from '../../../testing/factories.ts'
import { fakeApi } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { accessToken } from '../../../testing/session.ts'
import ProfilePage from './ProfilePage.tsx'

afterEach(() => vi.unstubAllGlobals())

const NO_PHONE = memberInfo({ phoneVerified: false })

/** The page of a member without a phone, on a site that verifies phones by SMS or not at all. */
function open(phoneVerification: 'sms' | 'off') {
  setTokens(accessToken(), 'refresh-1')
  setUserInfo(NO_PHONE)
  const api = fakeApi({
    'GET /buyer/passport/member': () => NO_PHONE,
    'GET /common/common/site': () => ({
      siteName: '街坊市集',
      buyerSideLogo: '',
      buyerSideIcon: '',
      phoneVerification,
    }),
  })
  renderAt('/setting', <ProfilePage />)
  return api
}

describe('ProfilePage, a member without a phone', () => {
  it('is asked to verify one where the site verifies phones, and told why', async () => {
    open('sms')
    expect(await screen.findByRole('link', { name: '立即驗證' })).toHaveAttribute('href', '/authPhone')
    expect(screen.getByTestId('profile-phone')).toBeInTheDocument()
    expect(screen.getByText(/驗證手機後才可與賣家傾偈/)).toBeInTheDocument()
  })

  it('is asked for no phone where the site verifies none (PHONE_VERIFICATION=off)', async () => {
    const api = open('off')
    await waitFor(() => expect(api.find('GET /common/common/site')).toHaveLength(1))
    await waitFor(() => expect(screen.queryByTestId('profile-phone')).not.toBeInTheDocument())
    expect(screen.queryByRole('link', { name: '立即驗證' })).not.toBeInTheDocument()
    expect(screen.queryByText(/驗證手機後才可與賣家傾偈/)).not.toBeInTheDocument()
  })
})
