/** Server messages of the member's signed-in devices (docs/product/domain-rules.md, Sessions), in all three languages. */
import type { Language } from '@kaifong/contract'

export const devicesMessages = {
  'zh-Hant': {
    'session.not.found': '找不到此裝置，可能已經登出',
    'session.current': '這是你正在使用的裝置，請用「登出」離開',
    'session.signed.out': '已登出該裝置',
  },
  'zh-Hans': {
    'session.not.found': '找不到此设备，可能已经退出登录',
    'session.current': '这是你正在使用的设备，请用“退出登录”离开',
    'session.signed.out': '已让该设备退出登录',
  },
  en: {
    'session.not.found': 'Device not found: it may have signed out already',
    'session.current': 'This is the device you are using: use Log out instead',
    'session.signed.out': 'That device has been signed out',
  },
} as const satisfies Record<Language, Record<string, string>>
