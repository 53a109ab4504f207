import { describe, expect, it } from 'vitest'
import type { SafetyKind } from './api/chat.ts'
import { linksIn, safetyKindsOf } from './chat-safety.ts'

/** Every message gets exactly these tips (the message is named when one does not). */
function expectTips(messages: readonly string[], tips: readonly SafetyKind[]) {
  for (const message of messages) expect(safetyKindsOf(message), message).toEqual(tips)
}

const OFF: SafetyKind[] = ['OFF_PLATFORM']
const PAY: SafetyKind[] = ['PAY_AHEAD']
const CODE: SafetyKind[] = ['CODE_REQUEST']

describe('asking for a verification code (CODE_REQUEST)', () => {
  it('the account takeover line in Cantonese asks for a code', () => {
    expectTips(
      [
        '請你俾埋手機收到嘅 6 位驗證碼我',
        '俾個驗證碼我',
        '驗證碼俾我睇下',
        '你收到嘅驗證碼係咩？',
        '麻煩話我知個碼',
        '你手機收到嘅碼俾我',
        '收到個code未？俾我',
        '俾6位數字我確認你係真人',
        '發埋個code俾我',
        '剛才發咗短訊碼俾你，講我知',
        '驗 證 碼 俾 我',
      ],
      CODE,
    )
  })

  it('asking for a code in standard written Chinese, both scripts, asks for a code', () => {
    expectTips(
      [
        '发验证码给我',
        '把验证码发给我',
        '你收到的验证码是多少',
        '告诉我六位数字验证码',
        '請把驗證碼告訴我',
        '收到的6位数字发我一下',
        '给我你的短信码',
        '把确认码发过来',
        '动态码多少',
        '請提供一次性密碼',
      ],
      CODE,
    )
  })

  it('asking for a code in English asks for a code', () => {
    expectTips(
      [
        'send me the 6-digit code',
        'send me the code',
        'give me the six digit code please',
        'just tell me the code you got',
        'what was the code you received?',
        'I sent a code to your phone, the code I just sent you',
        'SMS code?',
        'please share the verification code',
        'OTP pls',
        'read me the confirmation code',
        'forward me the sms you got',
      ],
      CODE,
    )
  })

  it('a WhatsApp or WeChat code asks for a code and to move off the platform', () => {
    expectTips(['WhatsApp code', 'send me your WeChat code'], ['CODE_REQUEST', 'OFF_PLATFORM'])
  })

  it('a member saying they got a code still gets the tip (scammers set the scene so)', () => {
    expectTips(['我收到驗證碼啦', 'I got the verification code'], CODE)
  })

  it('other codes, sizes and receipts are not a verification code', () => {
    expectTips(
      [
        '有冇優惠碼？',
        '俾個優惠碼我',
        'QR code 掃咗未',
        '二維碼',
        '尺碼啱唔啱',
        '報個碼我幫你睇下有冇貨',
        '碼數偏細',
        '密碼鎖九成新',
        '6位數密碼鎖',
        '收到貨啦，多謝',
        '收到，聽日見',
        '收到你個訊息啦',
        '郵政編碼唔使',
        'any promo code?',
        'send me the QR code',
        'give me a discount code',
        'dress code smart casual',
        'error code 43 on the GPU',
        'barcode still on the box',
        'send me more photos',
        'tell me the size',
        'Code Geass 全套',
      ],
      [],
    )
  })
})

describe('moving off the platform (OFF_PLATFORM)', () => {
  it('a Hong Kong mobile number asks to move off the platform', () => {
    expectTips(
      [
        '91234567',
        '打 9123 4567 搵我',
        '我嘅號碼 9123-4567',
        '我的号码是 51234567',
        'reach me on +852 6123 4567',
        '852-41234567',
        '(852) 9123 4567',
        '９１２３４５６７',
      ],
      OFF,
    )
  })

  it('a mainland mobile number asks to move off the platform', () => {
    expectTips(['13800138000', '打呢個 139-1234-5678', '联系 +86 138 0013 8000', 'number: 15912345678'], OFF)
  })

  it('a North American number with +1 asks to move off the platform', () => {
    expectTips(['+1 415 555 0100', '我美國號碼 +1 (415) 555-0100', '+14155550100'], OFF)
  })

  it('naming WhatsApp asks to move off the platform', () => {
    expectTips(
      ['WhatsApp我', 'whatsapp 我啦', '加我whatsapp聊', 'WhatsApp me', 'do you have whats app?'],
      OFF,
    )
  })

  it('a wa.me or t.me link asks to move off the platform and is a link', () => {
    expectTips(
      ['wa.me/85291234567', '直接撳 https://wa.me/85291234567', 't.me/kaifong_seller'],
      ['OFF_PLATFORM', 'LINK'],
    )
  })

  it('naming WeChat asks to move off the platform', () => {
    expectTips(
      ['add my wechat abc123', '加我微信', '加我 WeChat', '微信號 abc123', '微信号 abc123', 'weixin: abc'],
      OFF,
    )
  })

  it('naming Telegram asks to move off the platform', () => {
    expectTips(['find me on Telegram', '用電報搵我', '电报联系', 'tg: @xxx', '加我tg', 'TG我'], OFF)
  })

  it('a LINE id or "add line" asks to move off the platform', () => {
    expectTips(
      ['line id: abc123', '加line', '加我line', '我的line是abc', 'add me on LINE', 'LINE號 abc'],
      OFF,
    )
  })

  it('a Signal id or "add me on Signal" asks to move off the platform', () => {
    expectTips(['add me on signal', '加signal', '用signal搵我', '加我signal号', 'signal id abc'], OFF)
  })

  it('an Instagram handle or "my IG" asks to move off the platform', () => {
    expectTips(['ig: @kaifong', 'follow my IG', '我ig係abc', '我的instagram', 'add me on instagram'], OFF)
  })

  it('short app names with a cue (wa, vx, wx, v信) ask to move off the platform', () => {
    expectTips(['wa我', 'WA me', '加vx', 'vx: abc123', 'v信号 abc', '有冇wx'], OFF)
  })

  it('asking for a private message asks to move off the platform', () => {
    expectTips(['私訊我', '私讯我', '私信我', 'pm me', 'DM me for the price', 'pm我'], OFF)
  })

  it('asking for or giving a phone number in Chinese asks to move off the platform', () => {
    expectTips(
      [
        '留電話',
        '留個電話俾我',
        '留个电话',
        '你電話幾多號',
        '电话号码多少',
        '手機號碼？',
        '打俾我',
        '打电话给我',
      ],
      OFF,
    )
  })

  it('asking for a phone number in English asks to move off the platform', () => {
    expectTips(
      ['call me', 'text me when you arrive', "what's your number", 'phone number?', 'contact no. please'],
      OFF,
    )
  })

  it('an email address asks to move off the platform and is not a link', () => {
    expectTips(
      [
        'mary@example.com',
        '電郵 mary.chan@gmail.com 聯絡',
        '邮箱 abc123@qq.com',
        'email me at mary+hk@example.com.hk',
      ],
      OFF,
    )
  })
})

describe('paying ahead (PAY_AHEAD)', () => {
  it('a deposit asks to pay ahead', () => {
    expectTips(
      [
        'can you pay a deposit?',
        'Deposit $200',
        '要俾訂金',
        '可以落訂嗎',
        '落定先',
        '按金$500',
        '定金多少',
        '订金200',
      ],
      PAY,
    )
  })

  it('a bank transfer asks to pay ahead', () => {
    expectTips(
      [
        'bank transfer ok?',
        'e-transfer',
        'transfer the money to my account',
        '入數',
        '過數得唔得',
        '轉數快',
        '转账',
        '汇款',
      ],
      PAY,
    )
  })

  it('paying by FPS asks to pay ahead', () => {
    expectTips(['FPS ok?', 'can pay by fps', '用FPS', 'fps可以吗'], PAY)
  })

  it('asking to pay first in English asks to pay ahead', () => {
    expectTips(
      [
        'transfer first',
        'pay first then I ship',
        'pay before we meet',
        'payment in advance',
        'prepay please',
      ],
      PAY,
    )
  })

  it('asking to pay first in Chinese asks to pay ahead', () => {
    expectTips(
      ['你先過數', '先俾錢', '先畀錢', '俾咗錢先', '先轉帳', '先转账', '先付款', '先付一半', '預付', '预付'],
      PAY,
    )
  })

  it('a payment app asks to pay ahead, and WeChat Pay is not WeChat chat', () => {
    expectTips(['PayMe ok?', 'paypal', 'Alipay', '用支付寶', '用支付宝', '微信支付', 'WeChat Pay'], PAY)
  })

  it('an FPS id asks to pay ahead', () => {
    expectTips(['FPS id 1234567', '轉數快: 123456789', '转数快1234567'], PAY)
  })

  it('a bank account number asks to pay ahead', () => {
    expectTips(
      [
        '123-456789-001',
        'HSBC 123-456789-001',
        '匯豐 123 456789 001',
        '中国银行 6222 0212 3456 7890',
        'card 4123 4567 8901 2345',
        'account 012-345-6-789012',
      ],
      PAY,
    )
  })
})

describe('links (LINK)', () => {
  it('a link to another site is a link', () => {
    expectTips(
      [
        'http://example.com',
        'https://bit.ly/3abc',
        'www.example.com',
        'example.com/path',
        'bit.ly/x',
        '睇呢度https://example.com/item',
        '看这个 shop.example.cn/item',
        'see example.com.hk',
      ],
      ['LINK'],
    )
  })
})

describe('every tip', () => {
  it('tips are listed once each, in SAFETY_KINDS order', () => {
    expectTips(['WhatsApp 91234567 or wechat abc'], OFF)
    expectTips(['https://x.com 落訂 先過數 WhatsApp我 http://y.com'], ['OFF_PLATFORM', 'PAY_AHEAD', 'LINK'])
    expectTips(['https://x.com 驗證碼俾我 先過數'], ['CODE_REQUEST', 'PAY_AHEAD', 'LINK'])
  })

  it('matching ignores case', () => {
    expectTips(['WHATSAPP ME', 'WeChat'], OFF)
    expectTips(['DePoSiT', 'fps', 'PAYPAL'], PAY)
    expectTips(['HTTPS://EXAMPLE.COM'], ['LINK'])
  })
})

describe('disguised contacts and links', () => {
  it('a phone number in dotted, spaced or punctuated digits', () => {
    expectTips(
      [
        '9.1.2.3.4.5.6.7',
        '9 1 2 3 4 5 6 7 搵我',
        '打 9-1-2-3 4-5-6-7',
        'call 91.23.45.67',
        '6*1*2*3*4*5*6*7',
        '9_1_2_3_4_5_6_7',
      ],
      OFF,
    )
  })

  it('a phone number in Chinese numerals, everyday or financial', () => {
    expectTips(
      ['九八七六五四三二', '打俾我 九一二三 四五六七', '玖捌柒陸伍肆參貳', '六一二三四五六七 搵我'],
      OFF,
    )
  })

  it('a phone number in English words', () => {
    expectTips(['nine one two three four five six seven', 'text six one two three, four five six seven'], OFF)
  })

  it('an app name with invisible characters, look-alike letters or spaces inside', () => {
    expectTips(
      [
        'whats\u200bapp me',
        'what\u200dsapp 我',
        'wh\u00adatsapp',
        'whаtsapp me', // Cyrillic а
        'WНATSAPP', // Cyrillic Н
        'wеchat: abc123', // Cyrillic е
        'tеlеgrаm', // Cyrillic е, а
        'w h a t s a p p 我',
        'W.h.a.t.s.A.p.p me',
        't e l e g r a m',
        '加 我 微 信',
      ],
      OFF,
    )
  })

  it('a link with its dot spelled out', () => {
    expectTips(['example dot com', 'example(dot)com/item', 'example[.]com', 'bit。ly/abc'], ['LINK'])
  })

  it('a disguise does not turn ordinary talk into a tip', () => {
    expectTips(
      [
        '九成新',
        '三四個人一齊',
        '有 40 41 42 43 碼',
        'size 4 5 6 7 8 9 10',
        '2026-11-26 15:30 旺角',
        '11:30 12:30 13:30 都得',
        'one or two pieces',
        'I am at exit A',
        'A B C 三款',
        'it is a dot matrix printer',
        'Ω resistor, μ-law codec',
      ],
      [],
    )
  })
})

describe('ordinary marketplace talk', () => {
  it.each([
    // zh-Hant
    '可以面交嗎',
    '可唔可以平啲',
    '仲有冇貨？',
    'HK$1200 得唔得',
    '1,200蚊啦',
    '$8,000 最平啦',
    '12/5 3pm 旺角站等',
    '3pm我喺沙田站等',
    '我喺旺角站 E2 出口等你',
    '部電話有冇花？',
    '打電話同上網都正常',
    'iPhone 15 Pro 256GB 九成新',
    'RTX 4090 仲喺度嗎',
    '型號 A2337',
    '3 pcs 一齊買算平啲得唔得',
    '見到貨先俾錢',
    '冇signal問題',
    '一定金色㗎？',
    '91234567元',
    '$91234567',
    // zh-Hans
    '可以当面交易吗',
    '还在吗？',
    '能便宜点吗',
    '1200元可以吗',
    '2026-11-26 下午见',
    '在旺角站见面吧',
    '可以货到付款吗',
    '打FPS游戏很流畅',
    // en
    'still available?',
    'can we meet at Sha Tin',
    'Mong Kok station exit E2 at 7:30pm',
    'would you take $8,000?',
    'price is 1200 each, 3 pcs',
    'budget 4000-5000',
    'RTX 4090 8000',
    'RTX 4090 runs 4K at 120 fps',
    'great for FPS games',
    'the signal is fine',
    'I can transfer at Kowloon Tong',
    'you can pay me when we meet',
    'my phone is in great condition',
    'Tsuen Wan Line, Mong Kok exit A',
    'Insta360 X4 still here?',
    'big discount?',
    'version 1.2.3, 3.5mm jack, 91234567.5 grams',
    '2026-11-26 15:30',
  ])('ordinary marketplace talk shows no tip: %s', (message) => {
    expect(safetyKindsOf(message)).toEqual([])
  })
})

describe('linksIn', () => {
  it('finds a link with its exact position and leaves a full stop after it to the sentence', () => {
    expect(linksIn('see https://example.com/a?b=1.')).toEqual([
      { start: 4, end: 29, url: 'https://example.com/a?b=1' },
    ])
  })

  it('ends a link at Chinese text or full-width punctuation right after it', () => {
    expect(linksIn('睇呢度https://example.com/item/1，好抵')).toEqual([
      { start: 3, end: 29, url: 'https://example.com/item/1' },
    ])
    expect(linksIn('呢個網址example.com.hk有得買')).toEqual([
      { start: 4, end: 18, url: 'https://example.com.hk' },
    ])
  })

  it('leaves a closing bracket to the text unless the link opened it', () => {
    expect(linksIn('(example.com/path)')).toEqual([{ start: 1, end: 17, url: 'https://example.com/path' }])
    expect(linksIn('https://en.wikipedia.org/wiki/Foo_(bar)')).toEqual([
      { start: 0, end: 39, url: 'https://en.wikipedia.org/wiki/Foo_(bar)' },
    ])
  })

  it('finds every link, and gives links typed without a scheme an https:// address', () => {
    expect(linksIn('bit.ly/x 同 www.example.com!')).toEqual([
      { start: 0, end: 8, url: 'https://bit.ly/x' },
      { start: 11, end: 26, url: 'https://www.example.com' },
    ])
    expect(linksIn('HTTP://EXAMPLE.COM, ok')).toEqual([{ start: 0, end: 18, url: 'HTTP://EXAMPLE.COM' }])
  })

  it('positions are exact: the slice is the link as typed', () => {
    const text = '去 https://kaifong.hk/goods/12 或者 t.me/abc 或者 shop.example.com/x?y=1)。'
    const links = linksIn(text)
    expect(links.map(({ start, end }) => text.slice(start, end))).toEqual([
      'https://kaifong.hk/goods/12',
      't.me/abc',
      'shop.example.com/x?y=1',
    ])
  })

  it('an email, a version, a decimal or an abbreviation is not a link', () => {
    for (const text of ['mary@example.com', 'v1.2.3', '3.5mm', 'e.g. Mr.Chan', 'No.1 a.m.']) {
      expect(linksIn(text), text).toEqual([])
    }
  })
})
