import { describe, expect, it } from 'vitest'
import { coinProblems, coinSettingsOf, holdAfterReportsOf, newPackageRow } from './settings-forms.ts'

describe('the coins settings form', () => {
  const rewards = {
    video: '2',
    videoDailyLimit: '3',
    videoSeconds: '15',
    verifyPhone: '10',
    verifyEmail: '5',
    inviteFriend: '10',
  }

  it('checks packages and rewards by the contract and names the field of each problem', () => {
    const problems = coinProblems({
      packages: [
        { id: 'coins-100', coins: '100', price: '8.00' },
        { id: 'coins-100', coins: '0', price: '8.001' },
        { id: 'Bad Id', coins: '1.5', price: '0' },
      ],
      rewards: { ...rewards, videoSeconds: '0', video: 'x' },
    })
    expect(problems).toEqual({
      'packages.1.id': 'adminContent.settings.coins.idDuplicate',
      'packages.1.coins': 'adminContent.settings.coins.coinsInvalid',
      'packages.1.price': 'adminContent.settings.coins.priceInvalid',
      'packages.2.id': 'adminContent.settings.coins.idInvalid',
      'packages.2.coins': 'adminContent.settings.coins.coinsInvalid',
      'packages.2.price': 'adminContent.settings.coins.priceInvalid',
      'rewards.video': 'adminContent.settings.coins.rewardInvalid',
      'rewards.videoSeconds': 'adminContent.settings.coins.rewardInvalid',
    })
    expect(coinProblems({ packages: [], rewards })).toEqual({
      packages: 'adminContent.settings.coins.packagesCount',
    })
  })

  it('sends numbers as numbers and prices as exact strings', () => {
    const form = { packages: [{ id: ' coins-5 ', coins: '5', price: ' 0.50 ' }], rewards }
    expect(coinProblems(form)).toEqual({})
    expect(coinSettingsOf(form)).toEqual({
      packages: [{ id: 'coins-5', coins: 5, price: '0.50' }],
      rewards: {
        video: 2,
        videoDailyLimit: 3,
        videoSeconds: 15,
        verifyPhone: 10,
        verifyEmail: 5,
        inviteFriend: 10,
      },
    })
  })

  it('gives a new package an id of its own', () => {
    expect(newPackageRow([{ id: 'coins-new-2', coins: '', price: '' }]).id).toBe('coins-new-3')
  })

  it('takes 1 to 100 reporters for a hold', () => {
    expect(holdAfterReportsOf('3')).toBe(3)
    expect(holdAfterReportsOf('0')).toBeNull()
    expect(holdAfterReportsOf('101')).toBeNull()
    expect(holdAfterReportsOf('2.5')).toBeNull()
  })
})
