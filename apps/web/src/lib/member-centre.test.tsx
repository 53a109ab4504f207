import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { paths } from '../config/paths.ts'
import { renderAt } from '../testing/render.tsx'
import { useOwnLink } from './member-centre.ts'

function Links() {
  const ownLink = useOwnLink()
  return (
    <ul>
      {[
        '/setting',
        '/setting/tracks',
        '/collect?page=2',
        '/setting/notices/7',
        '/setting/goods',
        '/task',
      ].map((to) => (
        <li key={to}>{ownLink(to)}</li>
      ))}
    </ul>
  )
}

const shown = () => screen.getAllByRole('listitem').map((li) => li.textContent)

describe('useOwnLink', () => {
  it('keeps links to the member’s own pages in the member centre, query and all', () => {
    renderAt('/home/mary/MsgList', <Links />, { route: '/home/:name/*' })
    expect(shown()).toEqual([
      '/home/mary',
      '/home/mary/MyTracks',
      '/home/mary/Favorites?page=2',
      '/home/mary/MsgDetail/7',
      // Not pages of the centre: their usual address.
      '/setting/goods',
      '/task',
    ])
  })

  it('leaves them as they are elsewhere (under /setting, on a member’s public page)', () => {
    renderAt('/user/mary?id=9', <Links />, { route: '/user/:name' })
    expect(shown()).toEqual([
      '/setting',
      '/setting/tracks',
      '/collect?page=2',
      '/setting/notices/7',
      '/setting/goods',
      '/task',
    ])
  })
})

describe('paths.memberCentre', () => {
  it('spells the centre and its pages with the original product’s names', () => {
    expect(paths.memberCentre('mary')).toBe('/home/mary')
    expect(paths.memberCentre('mary', 'AddAddress')).toBe('/home/mary/AddAddress')
    expect(paths.memberCentre('a.b_c', 'MsgDetail/12')).toBe('/home/a.b_c/MsgDetail/12')
  })
})
