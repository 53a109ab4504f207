import { describe, expect, it } from 'vitest'
import { i18n } from '../lib/i18n.ts'
import { textsOf } from './texts.ts'
import { en } from './whole.ts'

describe('counted nouns in English', () => {
  const t = i18n.getFixedT('en')

  it.each([
    ['myGoods.total', {}, '1 item', '2 items'],
    ['homeGoods.browseAllCount', {}, 'Browse the 1 listing', 'Browse all 2 listings'],
    ['sell.coins.balance', {}, 'You have 1 coin', 'You have 2 coins'],
    ['myGoods.pay', { coins: 'n' }, 'Pay 1 coin', 'Pay 2 coins'],
    ['myGoods.done.promote', { coins: 'n' }, 'Boosted with 1 coin', 'Boosted with 2 coins'],
    ['checkin.streak', { n: 'n' }, '1 day in a row', '2 days in a row'],
  ])('%s agrees with its count', (key, extra, one, two) => {
    const options = (count: number) =>
      Object.fromEntries([['count', count], ...Object.keys(extra).map((name) => [name, count])])
    expect(t(key, options(1))).toBe(one)
    expect(t(key, options(2))).toBe(two)
  })

  it('puts every "{{count}} <nouns>" text in the _one/_other plural forms', () => {
    const texts = textsOf(en)
    const unpaired = Object.entries(texts)
      .filter(([, text]) => /\{\{count\}\} [a-z]+s\b/.test(text))
      .filter(([key]) => !/_(one|other)$/.test(key))
    expect(unpaired).toEqual([])
  })
})
