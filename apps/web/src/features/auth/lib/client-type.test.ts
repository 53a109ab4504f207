import { afterEach, describe, expect, it, vi } from 'vitest'
import { clientType } from './client-type.ts'

const DESKTOP =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const ANDROID_PHONE =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36'
const ANDROID_TABLET =
  'Mozilla/5.0 (Linux; Android 14; SM-X710) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36'
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'

/** A browser with this user agent whose media queries answer `matches` for the given queries. */
function browser(userAgent: string, matching: string[] = []) {
  vi.spyOn(window.navigator, 'userAgent', 'get').mockReturnValue(userAgent)
  vi.stubGlobal('matchMedia', (query: string) => ({ matches: matching.includes(query), media: query }))
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
})

describe('clientType', () => {
  it('is H5 for a phone’s user agent, whatever its width', () => {
    browser(IPHONE)
    expect(clientType()).toBe('H5')
    browser(ANDROID_PHONE)
    expect(clientType()).toBe('H5')
  })

  it('is H5 for a touch screen with a narrow viewport', () => {
    browser(DESKTOP, ['(pointer: coarse)', '(max-width: 767px)'])
    expect(clientType()).toBe('H5')
  })

  it('is PC for desktops, narrow desktop windows, wide touch screens and tablets', () => {
    browser(DESKTOP)
    expect(clientType()).toBe('PC')
    browser(DESKTOP, ['(max-width: 767px)'])
    expect(clientType()).toBe('PC')
    browser(DESKTOP, ['(pointer: coarse)'])
    expect(clientType()).toBe('PC')
    browser(IPAD, ['(pointer: coarse)'])
    expect(clientType()).toBe('PC')
    browser(ANDROID_TABLET, ['(pointer: coarse)'])
    expect(clientType()).toBe('PC')
  })
})
