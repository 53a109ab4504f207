/**
 * Demo banners. The pictures are drawn here (no text in them: the web app overlays the title in
 * the reader's language) and written to DATA_DIR/media/banners. Each says only what the site does
 * and links to the page that does it.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import sharp from 'sharp'

interface BannerSeed {
  name: string
  title: { hant: string; en: string }
  link: string
  colours: [string, string, string]
  motif: (c: string) => string
}

const bag = (x: number, y: number, s: number, c: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><path d="M10 40 H90 L82 120 H18 Z" fill="${c}"/><path d="M30 40 V28 a20 20 0 0 1 40 0 V40" stroke="${c}" stroke-width="8" fill="none"/></g>`
const coin = (x: number, y: number, r: number, c: string) =>
  `<circle cx="${x}" cy="${y}" r="${r}" fill="${c}"/><circle cx="${x}" cy="${y}" r="${r * 0.7}" fill="none" stroke="#fff" stroke-opacity=".6" stroke-width="${r * 0.12}"/>`
const bubble = (x: number, y: number, s: number, c: string) =>
  `<g transform="translate(${x} ${y}) scale(${s})"><rect width="120" height="80" rx="24" fill="${c}"/><path d="M30 78 L20 104 L54 78 Z" fill="${c}"/><circle cx="36" cy="40" r="8" fill="#fff"/><circle cx="60" cy="40" r="8" fill="#fff"/><circle cx="84" cy="40" r="8" fill="#fff"/></g>`

export const BANNERS: BannerSeed[] = [
  {
    name: 'welcome',
    // New members' welcome coins pay for a first 7-day listing (site settings, welcomeCoins).
    title: {
      hant: '加入送金幣，第一件貨品即刻刊登',
      en: 'Join and get coins to list your first item right away',
    },
    link: '/SignUp?rePath=/sell',
    colours: ['#e8483f', '#ff8a5c', '#ffd3b6'],
    motif: (c) => bag(760, 90, 1.9, c) + bag(980, 150, 1.3, '#fff') + coin(700, 320, 34, '#ffd166'),
  },
  {
    name: 'coins',
    // The daily tasks page holds the check-in card too.
    title: { hant: '每日簽到、做任務賺金幣', en: 'Check in daily and do tasks to earn coins' },
    link: '/task',
    colours: ['#1b9aaa', '#06d6a0', '#e0fbfc'],
    motif: (c) => coin(820, 200, 110, '#ffd166') + coin(1010, 130, 60, c) + coin(1040, 300, 44, '#ffd166'),
  },
  {
    name: 'chat',
    title: { hant: '搵到心水，直接同賣家傾價', en: 'Found one you like? Chat and make the seller an offer' },
    link: '/goodsList',
    colours: ['#5b5fc7', '#9b8cff', '#f1efff'],
    motif: (c) => bubble(740, 80, 1.8, c) + bubble(930, 210, 1.3, '#fff'),
  },
]

function svg(b: BannerSeed): string {
  const [a, bColour, light] = b.colours
  const dots = Array.from({ length: 24 }, (_, i) => {
    const x = (i * 97) % 1200
    const y = (i * 53) % 400
    return `<circle cx="${x}" cy="${y}" r="${6 + (i % 5) * 3}" fill="${light}" opacity=".25"/>`
  }).join('')
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${bColour}"/></linearGradient></defs>
<rect width="1200" height="400" fill="url(#g)"/>${dots}
<path d="M0 330 C300 280 600 380 1200 300 V400 H0 Z" fill="${light}" opacity=".35"/>
${b.motif(light)}</svg>`
}

export async function drawBanners(dataDir: string) {
  const dir = path.join(dataDir, 'media', 'banners')
  await mkdir(dir, { recursive: true })
  return Promise.all(
    BANNERS.map(async (b, i) => {
      const file = path.join(dir, `${b.name}.webp`)
      await writeFile(
        file,
        await sharp(Buffer.from(svg(b)))
          .webp({ quality: 82 })
          .toBuffer(),
      )
      return { ...b, imageUrl: `/media/banners/${b.name}.webp`, sortOrder: i }
    }),
  )
}
