/**
 * Client addresses as limits and counts see them. One IPv6 client is given a whole /64 (2^64
 * addresses it can change between requests), so an IPv6 address counts as its /64; an IPv4 address
 * (also written IPv4-mapped, "::ffff:1.2.3.4") counts as itself. A network (`networkOf`) is the
 * IPv4 /24 or the IPv6 /48 around it: the wider net for limits that catch one party spread over
 * neighbouring addresses (docs/decisions.md, "Accounts").
 */
import { isIPv4, isIPv6 } from 'node:net'

const MAPPED_V4 = /^::ffff:(\d{1,3}(?:\.\d{1,3}){3})$/i

/** The eight 16-bit groups of an IPv6 address, or null when it is not one. */
function hextets(ip: string): number[] | null {
  if (!isIPv6(ip)) return null
  const [head = '', tail] = ip.split('::')
  const part = (s: string) => (s === '' ? [] : s.split(':'))
  const left = part(head)
  const right = tail === undefined ? [] : part(tail)
  // A dotted IPv4 tail ("64:ff9b::1.2.3.4") stands for two groups.
  const expand = (groups: string[]) =>
    groups.flatMap((g) => {
      if (!g.includes('.')) return [Number.parseInt(g, 16)]
      const [a = 0, b = 0, c = 0, d = 0] = g.split('.').map(Number)
      return [a * 256 + b, c * 256 + d]
    })
  const l = expand(left)
  const r = expand(right)
  const zeros = tail === undefined ? [] : Array<number>(8 - l.length - r.length).fill(0)
  return [...l, ...zeros, ...r]
}

const hex = (groups: number[]) => groups.map((g) => g.toString(16)).join(':')

/** The IPv4 address itself, or the IPv6 /64 ("2001:db8:1:2::/64"); other text as it is. */
export function addressOf(ip: string): string {
  const v4 = MAPPED_V4.exec(ip)?.[1] ?? ip
  if (isIPv4(v4)) return v4
  const groups = hextets(ip)
  return groups ? `${hex(groups.slice(0, 4))}::/64` : ip
}

/** The IPv4 /24 ("203.0.113.0/24") or IPv6 /48 around an address; other text as it is. */
export function networkOf(ip: string): string {
  const v4 = MAPPED_V4.exec(ip)?.[1] ?? ip
  if (isIPv4(v4)) return `${v4.split('.').slice(0, 3).join('.')}.0/24`
  const groups = hextets(ip)
  return groups ? `${hex(groups.slice(0, 3))}::/48` : ip
}
