import { fireEvent, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderAt } from '../../testing/render.tsx'
import { signIn } from '../../testing/session.ts'
import { UserMenu } from './UserMenu.tsx'

describe('UserMenu', () => {
  it('opens the member’s own public page from "my home page" and the settings from "member centre"', () => {
    const me = signIn('42', 'Mary')
    renderAt('/', <UserMenu user={me} />)
    fireEvent.click(screen.getByTestId('header-avatar'))
    expect(screen.getByTestId('menu-home').getAttribute('href')).toBe('/user/Mary?id=42')
    expect(screen.getByTestId('menu-centre').getAttribute('href')).toBe('/setting')
  })
})
