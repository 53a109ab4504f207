/**
 * The demo shop (README, "Demo accounts"): gamer_jason's second-hand games counter in Sham Shui Po,
 * its listings (same text format as goods-data-*.ts) and each listing's SKUs: specs, price, stock.
 */
import type { HkDistrict } from '@kaifong/contract'
import type { SkuSpec } from '../schema.ts'
import { parseListings } from './goods-data.ts'

export const DEMO_SHOP = {
  owner: 'gamer_jason',
  name: 'Jason 遊戲舖',
  intro:
    '深水埗黃金電腦商場二手遊戲機專門店，所有機都經過測試，保用 30 日。\nSecond-hand consoles and games, tested, 30-day warranty. Golden Computer Arcade, Sham Shui Po.',
  brn: '71234567',
  contactName: '陳志傑',
  contactPhone: '98901234',
  district: 'SHAM_SHUI_PO' as HkDistrict,
  pickupAddress: '福華街 146-152 號黃金電腦商場 1 樓 108 號舖',
  pickup: { name: '黃金電腦商場 108 號舖', hours: '每日 13:00–21:00' },
}

export const SHOP_LISTINGS = parseListings(`
# Toys & Games
jason | Consoles | console | 1 | 1280 | 二手 Nintendo Switch 主機（已測試，保用 30 日）
  店舖貨源，每部機都經過測試：手掣、充電、讀卡全部正常。有盒有叉電器。
  可選顏色同版本，價錢已包一年內免費檢查。深水埗門市自取或送貨。
jason | Games | gamecase | 1 | 160 | Switch 二手遊戲 Mario Kart 8 Deluxe
  卡帶正常，盒有輕微使用痕。中英文版，香港行貨。
jason | Consoles | console | 1 | 380 | Joy-Con 手掣一對（翻新）
  翻新手掣，已換搖桿，冇飄移。一對左右，可選顏色。
`)

/** Each shop listing's SKUs by listing name: [specs, price, stock]. */
export const SHOP_SKUS: Record<string, [SkuSpec[], string, number][]> = {
  '二手 Nintendo Switch 主機（已測試，保用 30 日）': [
    [[{ name: '版本', value: 'OLED 白色' }], '1880.00', 4],
    [[{ name: '版本', value: 'OLED 紅藍' }], '1850.00', 3],
    [[{ name: '版本', value: '續航版 紅藍' }], '1280.00', 6],
    [[{ name: '版本', value: 'Lite 珊瑚粉' }], '980.00', 0],
  ],
  'Switch 二手遊戲 Mario Kart 8 Deluxe': [[[{ name: '版本', value: '中英文版' }], '160.00', 12]],
  'Joy-Con 手掣一對（翻新）': [
    [[{ name: '顏色', value: '紅藍' }], '380.00', 8],
    [[{ name: '顏色', value: '灰色' }], '360.00', 5],
  ],
}
