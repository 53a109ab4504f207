import { describe, expect, it } from 'vitest'
import { countryOf, describeUserAgent, maskIp } from './device-info.ts'

describe('countryOf', () => {
  it('names the country of public IPv4 addresses, also IPv4-mapped ones', () => {
    expect(countryOf('8.8.8.8')).toBe('US')
    expect(countryOf('202.64.0.1')).toBe('HK')
    expect(countryOf('::ffff:8.8.4.4')).toBe('US')
  })

  it('is empty for private, loopback, carrier NAT, documentation and reserved addresses', () => {
    for (const ip of [
      '127.0.0.1',
      '10.1.2.3',
      '172.16.0.1',
      '172.31.255.255',
      '192.168.1.1',
      '100.64.0.1',
      '169.254.1.1',
      '192.0.2.1',
      '198.51.100.7',
      '203.0.113.9',
      '198.18.0.1',
      '224.0.0.1',
      '255.255.255.255',
      '0.0.0.0',
      '::ffff:10.0.0.1',
    ])
      expect(countryOf(ip), ip).toBe('')
  })

  it('is empty for IPv6 (the table is IPv4 only) and for anything that is not an address', () => {
    for (const ip of ['::1', '2001:4860:4860::8888', '', 'localhost', '1.2.3', '1.2.3.256', '01.2.3.4.5'])
      expect(countryOf(ip), ip).toBe('')
  })
})

describe('maskIp', () => {
  it('hides the last octet of IPv4 and all but three groups of IPv6', () => {
    expect(maskIp('203.0.113.45')).toBe('203.0.113.*')
    expect(maskIp('::ffff:8.8.4.4')).toBe('8.8.4.*')
    expect(maskIp('2001:db8:85a3::8a2e:370:7334')).toBe('2001:db8:85a3:*')
    expect(maskIp('2001:DB8::1')).toBe('2001:db8:0:*')
    expect(maskIp('::1')).toBe('0:0:0:*')
  })

  it('is empty for what is not an address', () => {
    for (const ip of ['', 'unknown', '1.2.3', '1:2:3', '1::2::3', '300.1.1.1'])
      expect(maskIp(ip), ip).toBe('')
  })
})

describe('describeUserAgent', () => {
  it.each([
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
      'Edge',
      'Windows',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
      'Safari',
      'macOS',
    ],
    [
      'Mozilla/5.0 (Macintosh; Intel Mac OS X 14.5; rv:128.0) Gecko/20100101 Firefox/128.0',
      'Firefox',
      'macOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari',
      'iOS',
    ],
    [
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
      'Chrome',
      'iOS',
    ],
    [
      'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
      'Safari',
      'iPadOS',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36',
      'Samsung Internet',
      'Android',
    ],
    [
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
      'Chrome',
      'Android',
    ],
    [
      'Mozilla/5.0 (Linux; Android 13; V2227A Build/TP1A.220624.014; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/116.0.0.0 Mobile Safari/537.36 XWEB/1160065 MMWEBSDK/20231202 MicroMessenger/8.0.47.2560(0x28002F30) WeChat/arm64 Weixin NetType/WIFI Language/zh_CN ABI/arm64',
      'WeChat',
      'Android',
    ],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 OPR/115.0.0.0',
      'Opera',
      'Linux',
    ],
    [
      'Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
      'Chrome',
      'ChromeOS',
    ],
    [
      'Mozilla/5.0 (Phone; OpenHarmony 5.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/114.0.0.0 Safari/537.36 ArkWeb/4.1.6.1 Mobile HuaweiBrowser/5.0.4.300',
      'Chrome',
      'HarmonyOS',
    ],
  ])('%s → %s on %s', (ua, browser, os) => {
    expect(describeUserAgent(ua)).toEqual({ browser, os })
  })

  it('leaves out what it does not recognise', () => {
    expect(describeUserAgent('')).toEqual({ browser: '', os: '' })
    expect(describeUserAgent('curl/8.5.0')).toEqual({ browser: '', os: '' })
    expect(describeUserAgent('FanBrowser/1.0')).toEqual({ browser: '', os: '' })
  })
})
