import { fireEvent, screen, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderAt } from '../../testing/render.tsx'
import { signIn } from '../../testing/session.ts'
import { UserMenu } from './UserMenu.tsx'

describe('UserMenu', () => {
  it('opens the member centre from "my home page" (never the member’s own public page), the settings from "member centre"', () => {
    const me = signIn('42', 'Mary')
    renderAt('/', <UserMenu user={me} />)
    fireEvent.click(screen.getByTestId('header-avatar'))
    expect(screen.getByTestId('menu-home').getAttribute('href')).toBe('/home/mary')
    expect(screen.getByTestId('menu-centre').getAttribute('href')).toBe('/setting')
  })

  it('leads to the daily tasks and my reviews, whose header links phones have no room for', () => {
    const me = signIn('42', 'Mary')
    renderAt('/', <UserMenu user={me} />)
    fireEvent.click(screen.getByTestId('header-avatar'))
    const menu = screen.getByRole('menu')
    expect(within(menu).getByRole('menuitem', { name: '每日任務' })).toHaveAttribute('href', '/task')
    expect(within(menu).getByRole('menuitem', { name: '我的評價' })).toHaveAttribute(
      'href',
      '/setting/evaluate',
    )
  })
})
