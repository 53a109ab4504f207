import { describe, expect, it } from 'vitest'
import { addressOf, networkOf } from './ip.ts'

describe('client addresses', () => {
  it('an IPv4 address is itself, its network the /24', () => {
    expect(addressOf('203.0.113.7')).toBe('203.0.113.7')
    expect(addressOf('::ffff:203.0.113.7')).toBe('203.0.113.7')
    expect(networkOf('203.0.113.7')).toBe('203.0.113.0/24')
    expect(networkOf('::FFFF:203.0.113.250')).toBe('203.0.113.0/24')
  })

  it('an IPv6 address counts as its /64, its network the /48', () => {
    expect(addressOf('2001:db8:1:2:aaaa:bbbb:cccc:dddd')).toBe('2001:db8:1:2::/64')
    expect(addressOf('2001:db8:1:2::1')).toBe('2001:db8:1:2::/64')
    expect(addressOf('2001:0db8:0001:0002:ffff::9')).toBe('2001:db8:1:2::/64')
    expect(addressOf('2001:db8::1')).toBe('2001:db8:0:0::/64')
    expect(addressOf('::1')).toBe('0:0:0:0::/64')
    expect(addressOf('64:ff9b::192.0.2.33')).toBe('64:ff9b:0:0::/64')
    expect(networkOf('2001:db8:1:2:aaaa::1')).toBe('2001:db8:1::/48')
    expect(networkOf('2001:db8:1:ffff::1')).toBe('2001:db8:1::/48')
  })

  it('anything else is left as it is', () => {
    expect(addressOf('unknown')).toBe('unknown')
    expect(networkOf('')).toBe('')
  })
})
