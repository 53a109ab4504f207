/**
 * The demo conversations that chats.ts writes (README, "Demo accounts"): who talks to whom about
 * which listing, their lines (a text, or an offer's step with its share of the price), how far
 * each side has read, and the reviews after a deal.
 */
import type { ChatEvent } from '@kaifong/contract'

type Side = 'b' | 's'
export type Line = [Side, string] | [Side, ChatEvent, string]

export interface DemoTalk {
  buyer: string
  seller: string
  /** Which of the seller's live single-stock listings (0 = the newest). */
  pick: number
  /** Minutes before now of the first message; lines follow a few minutes apart. */
  startedMinutesAgo: number
  lines: Line[]
  /** How far each side has read (a count of lines); the rest is unread. */
  read: { b: number; s: number }
  review?: { b?: [number, string, number[]]; s?: [number, string, number[]] }
}

export const DEMO_TALKS: DemoTalk[] = [
  {
    buyer: 'tkolover',
    seller: 'demo_seller',
    pick: 0,
    startedMinutesAgo: 95,
    lines: [
      ['b', '你好，請問仲有冇貨？'],
      ['s', '有呀，全新未開封，隨時可以旺角交收。'],
      ['b', '盒有冇花？可以影多張相嗎？'],
      ['s', '盒完好，聽日影埋俾你睇。'],
      ['b', 'QUOTED', '0.85'],
    ],
    read: { b: 5, s: 4 },
  },
  {
    buyer: 'demo_buyer',
    seller: 'mongkok_mary',
    pick: 0,
    startedMinutesAgo: 60 * 26,
    lines: [
      ['b', 'Hi，想問尺寸啱唔啱 M size？'],
      ['s', '係 M size，著過一次，好新淨。'],
      ['b', 'QUOTED', '0.7'],
      ['s', 'REJECTED', '0.7'],
      ['s', '最平可以去到呢個價 😊'],
      ['b', 'REOFFERED', '0.8'],
      ['s', 'ACCEPTED', '0.8'],
      ['s', '多謝！星期六下午三點旺角站 E2 出口等？'],
      ['b', '好呀，到時見！'],
    ],
    read: { b: 8, s: 9 },
  },
  {
    buyer: 'expat_emma',
    seller: 'demo_seller',
    pick: 1,
    startedMinutesAgo: 60 * 24 * 6,
    lines: [
      ['b', 'Hi! Is this still available? Could we meet at Prince Edward?'],
      ['s', 'Yes, still available. Prince Edward exit B1 works for me.'],
      ['b', 'QUOTED', '0.9'],
      ['s', 'ACCEPTED', '0.9'],
      ['b', 'Great, see you Saturday at 2pm.'],
      ['s', '👍 See you!'],
    ],
    read: { b: 6, s: 6 },
    review: {
      b: [5, 'Friendly seller, item exactly as described. Smooth meet-up.', [1, 2, 3, 4, 5]],
      s: [5, '準時交收，好有禮貌的買家，推薦！', [1, 3, 4]],
    },
  },
  {
    buyer: 'gamer_jason',
    seller: 'kt_mrs_wong',
    pick: 0,
    startedMinutesAgo: 60 * 24 * 10,
    lines: [
      ['b', '王太你好，想要呢件，觀塘站交收得唔得？'],
      ['s', '可以，平日晚上七點後方便。'],
      ['b', 'QUOTED', '1'],
      ['s', 'ACCEPTED', '1'],
    ],
    read: { b: 4, s: 4 },
    review: { b: [4, '東西好新，王太人好好，只係遲咗少少。', [2, 3, 5]], s: [5, '', [1, 2]] },
  },
  {
    buyer: 'kitty_meow',
    seller: 'kt_mrs_wong',
    pick: 1,
    startedMinutesAgo: 60 * 24 * 3,
    lines: [
      ['b', '請問可以送貨到將軍澳嗎？'],
      ['s', '可以順豐到付。'],
      ['b', 'QUOTED', '0.95'],
      ['s', 'ACCEPTED', '0.95'],
    ],
    read: { b: 4, s: 4 },
    review: { b: [5, '包裝好細心，好快寄出，多謝！', [1, 2, 3, 4, 5]] },
  },
  {
    buyer: 'demo_buyer',
    seller: 'gamer_jason',
    pick: 0,
    startedMinutesAgo: 30,
    lines: [
      ['b', 'Hello，部機有冇盒同單？'],
      ['s', '齊盒齊單，仲有半年保養。'],
      ['s', '今晚九點後可以九龍塘交收。'],
    ],
    read: { b: 1, s: 3 },
  },
  {
    buyer: 'xiaolin_sz',
    seller: 'shatin_sam',
    pick: 0,
    startedMinutesAgo: 40,
    lines: [
      ['b', '你好，这个还在吗？周末可以在沙田站交易吗？'],
      ['s', '在的，周六下午可以。'],
      ['b', '可以加微信聊吗？我的微信号 xiaolin_sz88'],
    ],
    read: { b: 3, s: 2 },
  },
]
