/** The sell form's meet-up places: stations and districts picked right here, no address book first. */
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { FormProvider, useForm } from 'react-hook-form'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { fakeApi } from '../../../testing/fake-api.ts'
import { renderAt } from '../../../testing/render.tsx'
import { signIn } from '../../../testing/session.ts'
import { emptyValues, type SellValues, toBody, tradingGiven } from '../form.ts'
import { TradingSection } from './TradingSection.tsx'

let latest: SellValues = emptyValues()

function Harness() {
  const form = useForm<SellValues>({ defaultValues: emptyValues() })
  latest = form.watch()
  return (
    <FormProvider {...form}>
      <TradingSection />
    </FormProvider>
  )
}

beforeEach(() => {
  signIn()
  latest = emptyValues()
})
afterEach(() => vi.unstubAllGlobals())

// Whole dialogs of ~130 rows, typed into: slow in happy-dom on a busy machine, hence the timeouts.
describe('TradingSection: meet-up places', () => {
  it('picks MTR stations and a district and writes a note, with an empty address book', async () => {
    fakeApi({ 'GET /buyer/member/address': () => [] })
    const user = userEvent.setup()
    renderAt('/sell', <Harness />)
    await user.click(screen.getByTestId('trading-1'))
    expect(tradingGiven(latest)).toBe(false)

    await user.click(screen.getByTestId('choose-stations'))
    const picker = await screen.findByTestId('station-picker')
    expect(within(picker).getByTestId('station-confirm')).toBeDisabled()
    await user.type(within(picker).getByTestId('station-search'), '啟德{Enter}')
    await user.clear(within(picker).getByTestId('station-search'))
    await user.type(within(picker).getByTestId('station-search'), 'sung wong{Enter}')
    await user.click(within(picker).getByTestId('station-confirm'))
    await waitFor(() => expect(screen.queryByTestId('station-picker')).not.toBeInTheDocument())
    expect(screen.getAllByTestId('chosen-station').map((c) => c.firstChild?.textContent)).toEqual([
      '啟德站',
      '宋皇臺站',
    ])

    await user.selectOptions(screen.getByTestId('add-district'), 'KOWLOON_CITY')
    expect(screen.getByTestId('chosen-district')).toHaveTextContent('九龍城區')
    await user.type(screen.getByTestId('place-note'), 'B 出口')
    await user.click(screen.getByRole('button', { name: '移除交收地點「啟德站」' }))

    expect(tradingGiven(latest)).toBe(true)
    expect(toBody({ ...latest, contacts: [] }, [])).toMatchObject({
      tradingMethods: [1],
      stationIds: ['SUW'],
      districts: ['KOWLOON_CITY'],
      placeNote: 'B 出口',
      addressIds: [],
    })
    // Delivery only: the places are not sent.
    await user.click(screen.getByTestId('trading-0'))
    await user.click(screen.getByTestId('trading-1'))
    expect(toBody(latest, [])).toMatchObject({ stationIds: [], districts: [], placeNote: '' })
  }, 20_000)

  it('the address book dialog cannot confirm nothing', async () => {
    fakeApi({
      'GET /buyer/member/address': () => [
        {
          id: '5',
          name: '沙田站 A 出口',
          district: 'SHA_TIN',
          detail: '',
          isDefault: true,
          createTime: '2026-11-01T10:00:00+08:00',
        },
      ],
    })
    const user = userEvent.setup()
    renderAt('/sell', <Harness />)
    await user.click(screen.getByTestId('trading-1'))
    await user.click(screen.getByTestId('choose-places'))
    const ok = await screen.findByTestId('address-select-ok')
    expect(ok).toBeDisabled()
    await user.click(await screen.findByTestId('address-pick-5'))
    expect(ok).toBeEnabled()
    await user.click(ok)
    expect(screen.getByTestId('chosen-place')).toHaveTextContent('沙田站 A 出口')
  })
})
