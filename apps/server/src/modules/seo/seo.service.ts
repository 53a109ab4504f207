/**
 * What a shared link to a listing or a member shows: title, description, picture and structured
 * data, in the reader's language. Null when there is nothing public to show (unknown, deleted,
 * taken-down listing; unknown or disabled member).
 */
import { formatHkd, GALLERY_SIZES, type Language, photoSrcset, reviewAverage } from '@kaifong/contract'
import type { AppContext } from '../../lib/context.ts'
import { t } from '../../lib/messages.ts'
import { labelOf } from '../goods/index.ts'
import { getSetting } from '../site/index.ts'
import { type PageMeta, summarize } from './seo.head.ts'
import { findShareGoods, findShareMember } from './seo.repo.ts'

const OG_LOCALES: Record<Language, string> = { 'zh-Hant': 'zh_HK', 'zh-Hans': 'zh_CN', en: 'en_GB' }
const SCHEMA = 'https://schema.org/'

export const publicBase = (ctx: AppContext) => ctx.config.PUBLIC_URL.replace(/\/+$/, '')

export function absoluteUrl(base: string, url: string): string {
  return /^https?:\/\//i.test(url) ? url : `${base}${url.startsWith('/') ? '' : '/'}${url}`
}

async function siteName(ctx: AppContext, lang: Language): Promise<string> {
  const settings = await getSetting(ctx.db, 'site')
  return settings?.siteName[lang] || t(lang, 'site.name')
}

/** schema.org condition and OpenGraph condition per goodsStatus (services have none). */
const CONDITIONS: Record<number, { schema: string; og: string } | undefined> = {
  0: { schema: 'NewCondition', og: 'new' },
  1: { schema: 'UsedCondition', og: 'used' },
  2: { schema: 'UsedCondition', og: 'used' },
}

export async function goodsPageMeta(ctx: AppContext, id: number, lang: Language): Promise<PageMeta | null> {
  const found = await findShareGoods(ctx.db, id)
  if (!found || found.row.marketEnable === 'DOWN') return null
  const { row } = found
  const base = publicBase(ctx)
  const site = await siteName(ctx, lang)
  const url = `${base}/goodsDetail?goodsId=${row.id}`
  const label = labelOf(row.marketEnable, row.closeTime, ctx.clock.now())
  const availability = label === 'LISTED' ? 'InStock' : label === 'EXPIRED' ? 'OutOfStock' : 'SoldOut'
  const condition = CONDITIONS[row.goodsStatus]
  const images = found.images.map((i) => ({ ...i, url: absoluteUrl(base, i.url) }))
  const [first] = images
  // The gallery's first photo, as features/detail's Gallery shows it.
  const [photo] = found.images
  const og: [string, string][] = [
    ['product:price:amount', row.price],
    ['product:price:currency', 'HKD'],
    ['product:availability', availability === 'InStock' ? 'in stock' : 'out of stock'],
  ]
  if (condition) og.push(['product:condition', condition.og])
  return {
    title: `${row.name} – ${formatHkd(row.price)} | ${site}`,
    description: summarize(row.intro),
    canonical: url,
    ogType: 'product',
    siteName: site,
    locale: OG_LOCALES[lang],
    image: first && { url: first.url, width: first.width, height: first.height, alt: row.name },
    og,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: row.name,
      description: summarize(row.intro, 1000),
      image: images.map((i) => i.url),
      sku: String(row.id),
      ...(found.category ? { category: found.category[lang] } : {}),
      offers: {
        '@type': 'Offer',
        price: row.price,
        priceCurrency: 'HKD',
        availability: `${SCHEMA}${availability}`,
        ...(condition ? { itemCondition: `${SCHEMA}${condition.schema}` } : {}),
        url,
        // schema.org puts the seller on the offer (Product has no seller property).
        seller: { '@type': 'Person', name: found.sellerName },
      },
    },
    firstScreen: photo && { src: photo.url, srcset: photoSrcset(photo), sizes: GALLERY_SIZES },
  }
}

export async function memberPageMeta(ctx: AppContext, id: number, lang: Language): Promise<PageMeta | null> {
  const member = await findShareMember(ctx.db, id, ctx.clock.now())
  if (!member) return null
  const base = publicBase(ctx)
  const site = await siteName(ctx, lang)
  const name = member.nickName
  const url = `${base}/user/${encodeURIComponent(name || 'member')}?id=${member.id}`
  const title = `${t(lang, 'seo.member.title', { name })} | ${site}`
  const picture = member.face
    ? { url: absoluteUrl(base, member.face) }
    : member.latestImage && { ...member.latestImage, url: absoluteUrl(base, member.latestImage.url) }
  return {
    title,
    description: [
      t(lang, 'seo.member.description', { name, site, count: member.liveCount }),
      // The score a card shows (reviewAverage), so a shared link tells as much as the page.
      member.reviewCount > 0
        ? t(lang, 'seo.member.reviews', {
            count: member.reviewCount,
            score: reviewAverage(member.reviewScoreSum, member.reviewCount),
          })
        : '',
    ]
      .filter(Boolean)
      .join(lang === 'en' ? ' ' : ''),
    canonical: url,
    ogType: 'profile',
    siteName: site,
    locale: OG_LOCALES[lang],
    image: picture ? { ...picture, alt: name } : undefined,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'ProfilePage',
      name: title,
      url,
      mainEntity: {
        '@type': 'Person',
        name,
        identifier: String(member.id),
        url,
        ...(picture ? { image: picture.url } : {}),
      },
    },
  }
}
