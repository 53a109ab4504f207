import { describe, expect, it } from 'vitest'
import { siteLinkOf } from './site-link.ts'

describe('siteLinkOf', () => {
  it('keeps paths on the site and http(s) addresses, as the browser reads them', () => {
    expect(siteLinkOf('')).toBe('')
    expect(siteLinkOf('  /goodsList?goodsName=iphone  ')).toBe('/goodsList?goodsName=iphone')
    expect(siteLinkOf('/article/detail?id=about#top')).toBe('/article/detail?id=about#top')
    expect(siteLinkOf('/a/../b')).toBe('/b')
    expect(siteLinkOf('/%5Cevil.example')).toBe('/%5Cevil.example')
    expect(siteLinkOf('/goodsList?goodsName=單車')).toBe('/goodsList?goodsName=%E5%96%AE%E8%BB%8A')
    expect(siteLinkOf('https://www.example.com/sale')).toBe('https://www.example.com/sale')
    expect(siteLinkOf('HTTP://Example.com')).toBe('http://example.com/')
  })

  it('refuses whatever leaves the site by a trick, and other schemes', () => {
    for (const link of [
      '/\\evil.example',
      '/\\/evil.example',
      '\\\\evil.example',
      '//evil.example',
      '///evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      '/\u200b/evil.example',
      '/ /evil.example',
      'javascript:alert(1)',
      'JaVaScRiPt:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'vbscript:msgbox(1)',
      'https://www.example.com@evil.example/',
      'https://user:pass@example.com/',
      'ftp://example.com/',
      'evil.example',
      'goodsList',
      'https://',
      '/goods\u0000List',
    ]) {
      expect(siteLinkOf(link), JSON.stringify(link)).toBeNull()
    }
  })
})
