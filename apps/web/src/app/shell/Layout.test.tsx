import { act, fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { closeAuth } from '../../lib/ui.ts'
import { fakeApi, ok } from '../../testing/fake-api.ts'
import { renderAt } from '../../testing/render.tsx'
import { Layout } from './Layout.tsx'

afterEach(() => {
  act(() => closeAuth())
  vi.unstubAllGlobals()
})

function setup() {
  fakeApi({ 'GET /common/common/site': ok({ siteName: '街坊市集' }) })
  const user = userEvent.setup()
  renderAt('/', <Layout />)
  return { user }
}

/** The native dialog fires `cancel` on Esc; jsdom has no Esc handling of its own. */
const pressEscIn = (dialog: HTMLElement) => fireEvent(dialog, new Event('cancel', { cancelable: true }))

describe('Layout', () => {
  it('starts the tab order with a skip link that moves focus to the content', async () => {
    const { user } = setup()
    await user.tab()
    const skip = screen.getByRole('link', { name: '跳到主要內容' })
    expect(skip).toHaveFocus()
    await user.click(skip)
    expect(screen.getByRole('main')).toHaveFocus()
  })

  it('gives focus back to the header login button when Esc closes the login dialog', async () => {
    const { user } = setup()
    const login = screen.getByTestId('header-login')
    await user.click(login)
    // The dialog's code loads on first use; focus starts in its first field.
    const dialog = await screen.findByTestId('auth-dialog')
    await waitFor(() => expect(dialog.querySelector('#login-username')).toHaveFocus())
    pressEscIn(dialog)
    await waitFor(() => expect(screen.queryByTestId('auth-dialog')).not.toBeInTheDocument())
    expect(login).toHaveFocus()
  })
})
