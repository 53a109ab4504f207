/**
 * Server messages of the login lock and the network limits, and the mails that keep registration
 * and password reset from telling which addresses have accounts (docs/decisions.md, "Accounts"),
 * in all three languages.
 */
import type { Language } from '@kaifong/contract'

export const loginMessages = {
  'zh-Hant': {
    'auth.login.locked':
      '密碼錯誤次數太多，此帳戶暫停登入。請於 {minutes} 分鐘後（香港時間 {time}）再試，或按「忘記密碼」重設密碼',
    'auth.login.network': '你所在網絡的登入失敗次數太多，請於 {minutes} 分鐘後（香港時間 {time}）再試',
    'mail.login.locked.subject': '【{site}】你的帳戶暫停登入',
    'mail.login.locked.text':
      '有人以錯誤密碼嘗試登入你的帳戶 {username}，共 {failures} 次。為保護帳戶，登入已暫停至 {time}（香港時間）；之後每再輸入錯誤密碼一次，暫停時間加倍，每次最長 {max} 分鐘。已登入的裝置不受影響。\n\n如果是你本人，請到時再試，或立即重設密碼：{link}（重設密碼的裝置可以即時登入）。\n如果不是你，這些嘗試都沒有登入成功；為安全起見，請在上述網址設定新的密碼。',
    'mail.account.exists.subject': '【{site}】你已經有帳戶',
    'mail.account.exists.text':
      '有人想以這個電郵地址在{site}註冊，但此地址已屬於一個帳戶，所以沒有寄出驗證碼。如果是你本人，請以用戶名或此電郵地址登入；忘記密碼可在此重設：{link}\n如果不是你，請忽略此郵件，你的帳戶沒有任何改動。',
    'mail.no.account.subject': '【{site}】沒有帳戶使用此電郵地址',
    'mail.no.account.text':
      '有人想以這個電郵地址在{site}重設密碼，但沒有帳戶使用此地址，所以沒有寄出驗證碼。如果是你本人，你可能以另一個電郵地址註冊，或可在此註冊新帳戶：{link}\n如果不是你，請忽略此郵件。',
  },
  'zh-Hans': {
    'auth.login.locked':
      '密码错误次数太多，此账户暂停登录。请于 {minutes} 分钟后（香港时间 {time}）再试，或点击“忘记密码”重设密码',
    'auth.login.network': '你所在网络的登录失败次数太多，请于 {minutes} 分钟后（香港时间 {time}）再试',
    'mail.login.locked.subject': '【{site}】你的账户暂停登录',
    'mail.login.locked.text':
      '有人以错误密码尝试登录你的账户 {username}，共 {failures} 次。为保护账户，登录已暂停至 {time}（香港时间）；之后每再输入错误密码一次，暂停时间加倍，每次最长 {max} 分钟。已登录的设备不受影响。\n\n如果是你本人，请到时再试，或立即重设密码：{link}（重设密码的设备可以立即登录）。\n如果不是你，这些尝试都没有登录成功；为安全起见，请在上述网址设置新的密码。',
    'mail.account.exists.subject': '【{site}】你已经有账户',
    'mail.account.exists.text':
      '有人想以这个电邮地址在{site}注册，但此地址已属于一个账户，所以没有发送验证码。如果是你本人，请以用户名或此电邮地址登录；忘记密码可在此重设：{link}\n如果不是你，请忽略此邮件，你的账户没有任何改动。',
    'mail.no.account.subject': '【{site}】没有账户使用此电邮地址',
    'mail.no.account.text':
      '有人想以这个电邮地址在{site}重设密码，但没有账户使用此地址，所以没有发送验证码。如果是你本人，你可能以另一个电邮地址注册，或可在此注册新账户：{link}\n如果不是你，请忽略此邮件。',
  },
  en: {
    'auth.login.locked':
      'Too many wrong passwords: sign-in to this account is paused. Try again in {minutes} min (at {time}, Hong Kong time), or reset your password with "Forgot password"',
    'auth.login.network':
      'Too many failed sign-ins from your network. Try again in {minutes} min (at {time}, Hong Kong time)',
    'mail.login.locked.subject': '[{site}] Sign-in to your account is paused',
    'mail.login.locked.text':
      'Someone entered a wrong password for your account {username} {failures} times. To protect it, sign-in is paused until {time} (Hong Kong time); each further wrong password pauses it twice as long, up to {max} minutes at a time. Devices already signed in are not affected.\n\nIf it was you, try again then, or reset your password now: {link} (the device you reset it on can sign in at once).\nIf it was not you, none of these attempts got in; to be safe, set a new password at the same address.',
    'mail.account.exists.subject': '[{site}] You already have an account',
    'mail.account.exists.text':
      'Someone asked to sign up at {site} with this email address, but it already belongs to an account, so no code was sent. If it was you, log in with your username or this email; if you forgot the password, reset it here: {link}\nIf it was not you, ignore this email: nothing has changed.',
    'mail.no.account.subject': '[{site}] No account uses this email',
    'mail.no.account.text':
      'Someone asked to reset a password at {site} for this email address, but no account uses it, so no code was sent. If it was you, you may have signed up with another address, or you can create an account here: {link}\nIf it was not you, ignore this email.',
  },
} as const satisfies Record<Language, Record<string, string>>
