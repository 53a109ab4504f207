/**
 * The demo listings, parsed from the text blocks of goods-data-*.ts (written by hand to read
 * like real Hong Kong listings: mostly Traditional Chinese, some Simplified, some English).
 */
import { HOME_LISTINGS } from './goods-data-home.ts'
import { LEISURE_LISTINGS } from './goods-data-leisure.ts'
import { STYLE_LISTINGS } from './goods-data-style.ts'
import { TECH_LISTINGS } from './goods-data-tech.ts'
import { isMotif, type Motif } from './pictures.ts'

export interface ListingText {
  /** DemoMember.code of the seller. */
  seller: string
  /** English names of the top-level and the leaf category. */
  top: string
  leaf: string
  motif: Motif
  goodsStatus: number
  /** Exact decimal, two places. */
  price: string
  name: string
  intro: string
}

export function parseListings(text: string): ListingText[] {
  const out: ListingText[] = []
  let top = ''
  for (const line of text.split('\n')) {
    if (!line.trim()) continue
    if (line.startsWith('# ')) {
      top = line.slice(2).trim()
    } else if (line.startsWith('  ')) {
      const last = out.at(-1)
      if (!last) throw new Error(`description without a listing: ${line}`)
      last.intro = last.intro ? `${last.intro}\n${line.trim()}` : line.trim()
    } else {
      const [seller = '', leaf = '', motif = '', status = '', price = '', ...title] = line.split(' | ')
      const goodsStatus = Number(status)
      if (!top || !isMotif(motif) || !/^[0-3]$/.test(status) || !/^\d+(\.\d{1,2})?$/.test(price)) {
        throw new Error(`bad demo listing line: ${line}`)
      }
      const [whole, frac = ''] = price.split('.')
      out.push({
        seller,
        top,
        leaf,
        motif,
        goodsStatus,
        price: `${whole}.${frac.padEnd(2, '0')}`,
        name: title.join(' | ').trim(),
        intro: '',
      })
    }
  }
  return out
}

export const DEMO_LISTINGS: ListingText[] = [
  TECH_LISTINGS,
  HOME_LISTINGS,
  STYLE_LISTINGS,
  LEISURE_LISTINGS,
].flatMap(parseListings)
