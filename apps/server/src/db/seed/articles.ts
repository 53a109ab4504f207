/** The site's pages and first announcements, in Traditional Chinese and English (Simplified is converted). */

export interface ArticleSeed {
  key: string
  type: 'PAGE' | 'ANNOUNCEMENT'
  title: { hant: string; en: string }
  content: { hant: string; en: string }
}

export const ARTICLES: ArticleSeed[] = [
  {
    key: 'about',
    type: 'PAGE',
    title: { hant: '關於街坊市集', en: 'About Kaifong Market' },
    content: {
      hant: `街坊市集是香港人自己的二手買賣平台。我們相信，好東西值得第二次生命：你不再需要的東西，可能正是街坊在找的寶物。

## 我們做甚麼
會員可以免費瀏覽、搜尋及收藏貨品，與賣家直接傾偈、出價，並在交易後互相評價。賣家用金幣刊登貨品 7 日或 30 日，亦可以用金幣推廣貨品。

## 金幣
新會員註冊即送迎新金幣，足夠即刻刊登第一件貨品 7 日；之後每日簽到、完成任務及邀請朋友都可以賺取金幣。金幣只可在平台內使用，不能兌換現金。

## 安全第一
我們鼓勵會員在人多的公眾地方（例如港鐵站）面交，並在付款前檢查貨品。如發現可疑貨品，請使用「舉報」功能通知我們。`,
      en: `Kaifong Market is Hong Kong's own second-hand marketplace. We believe good things deserve a second life: what you no longer need may be exactly what a neighbour is looking for.

## What we do
Members browse, search and save listings for free, chat with sellers, make offers, and review each other after a deal. Sellers spend coins to list an item for 7 or 30 days and can spend coins to boost it.

## Coins
New members get welcome coins on joining, enough to list a first item for 7 days at once; then earn coins by checking in every day, completing tasks and inviting friends. Coins can only be used on Kaifong Market and cannot be exchanged for cash.

## Safety first
Meet in busy public places such as MTR stations and check the item before you pay. If something looks suspicious, tell us with the Report button.`,
    },
  },
  {
    key: 'privacy',
    type: 'PAGE',
    title: { hant: '私隱政策', en: 'Privacy Policy' },
    content: {
      hant: `本政策說明街坊市集如何依照《個人資料（私隱）條例》（第 486 章）收集、使用及保護你的個人資料。

## 我們收集的資料
註冊時的用戶名稱及電郵地址；你選擇綁定的手機號碼；你刊登的貨品資料及相片；你與其他會員的對話及出價；以及使用平台時的裝置及登入紀錄。

## 使用目的
提供及改善服務、核實身份、防止詐騙及濫用、處理舉報及查詢，以及在你同意下發送通知。

## 披露
除法律要求或為處理詐騙個案外，我們不會出售或向第三方披露你的個人資料。其他會員只會看到你的暱稱、頭像、評價及你公開刊登的資料。

## 保安
密碼以 argon2id 雜湊儲存，相片上載時會移除位置等 EXIF 資料。

## 查閱及更正
你有權查閱及更正你的個人資料。如有查詢，請電郵 privacy@kaifong.market 聯絡我們的資料保障主任。`,
      en: `This policy explains how Kaifong Market collects, uses and protects your personal data under the Personal Data (Privacy) Ordinance (Cap. 486).

## What we collect
Your username and email address when you register; the phone number you choose to verify; the listings and photos you post; your chats and offers with other members; and device and sign-in records when you use the platform.

## Why
To provide and improve the service, verify identity, prevent fraud and abuse, handle reports and enquiries, and send notices you have agreed to.

## Disclosure
We do not sell your personal data or disclose it to third parties except where the law requires or to handle fraud. Other members only see your nickname, avatar, reviews and what you publish in listings.

## Security
Passwords are stored as argon2id hashes, and location (EXIF) data is stripped from uploaded photos.

## Access and correction
You have the right to access and correct your personal data. Write to our Data Protection Officer at privacy@kaifong.market.`,
    },
  },
  {
    key: 'terms',
    type: 'PAGE',
    title: { hant: '使用條款', en: 'Terms of Use' },
    content: {
      hant: `歡迎使用街坊市集。使用本平台即表示你同意以下條款。

## 會員資格
你必須年滿 18 歲才可註冊成為會員。每人只可持有一個帳戶，並須妥善保管密碼。

## 刊登規則
你只可刊登你擁有並有權出售的物品或你能提供的服務。禁止刊登：仿冒品、武器、藥物、煙草及酒精、動物、個人資料、盜版軟件，以及任何香港法例禁止的物品。貨品描述及相片必須真實。

## 交易
買賣雙方直接交易，街坊市集並非交易一方。請在付款前檢查貨品，面交時選擇人多的公眾地方，例如港鐵站。

## 金幣
金幣是平台內的虛擬積分，不能兌換現金、不設退款，亦不可轉讓。以不正當方法取得的金幣會被扣除。

## 違規處理
我們可以下架違規貨品、暫停或終止違規帳戶。

## 管轄法律
本條款受香港特別行政區法律管轄。`,
      en: `Welcome to Kaifong Market. By using the platform you agree to these terms.

## Membership
You must be 18 or older to register. One account per person; keep your password safe.

## Listing rules
Only list items you own and may sell, or services you can provide. Prohibited: counterfeits, weapons, drugs, tobacco and alcohol, animals, personal data, pirated software, and anything prohibited under Hong Kong law. Descriptions and photos must be truthful.

## Trading
Buyers and sellers trade directly; Kaifong Market is not a party to the sale. Check the item before paying, and meet in busy public places such as MTR stations.

## Coins
Coins are virtual points for use on the platform only. They cannot be exchanged for cash, refunded or transferred. Coins obtained improperly will be removed.

## Enforcement
We may take down listings that break these rules and suspend or close accounts.

## Governing law
These terms are governed by the laws of the Hong Kong Special Administrative Region.`,
    },
  },
  {
    key: 'disclaimer',
    type: 'PAGE',
    title: { hant: '免責聲明', en: 'Disclaimer' },
    content: {
      hant: `街坊市集只提供會員之間聯絡及刊登資訊的平台，並非任何交易的一方。

## 貨品資料
貨品資料由會員提供，我們不保證其準確、完整或合法，亦不保證貨品的質素、安全或來源。

## 交易風險
會員須自行判斷交易風險。因交易引起的任何損失或爭議，由買賣雙方自行解決；如涉及刑事成分，請向警方報案。

## 連結
平台上的外部連結由第三方提供，我們對其內容概不負責。`,
      en: `Kaifong Market only provides a platform for members to publish listings and contact each other; it is not a party to any sale.

## Listings
Listings are provided by members. We do not guarantee that they are accurate, complete or lawful, nor the quality, safety or origin of any item.

## Trading risks
Members judge the risks of a deal for themselves. Losses or disputes arising from a deal are settled between buyer and seller; report anything criminal to the Police.

## Links
External links on the platform are provided by third parties; we are not responsible for their content.`,
    },
  },
  {
    key: 'contact',
    type: 'PAGE',
    title: { hant: '聯絡我們', en: 'Contact Us' },
    content: {
      hant: `我們樂意聽取你的意見。

## 客戶服務
電郵：support@kaifong.market
服務時間：星期一至五 上午 10 時至下午 7 時（香港時間），公眾假期除外。我們會在兩個工作天內回覆。

## 舉報
如發現可疑貨品或會員，請在貨品頁面按「舉報」，我們會盡快處理。

## 私隱查詢
privacy@kaifong.market`,
      en: `We'd love to hear from you.

## Customer service
Email: support@kaifong.market
Hours: Monday to Friday, 10 am to 7 pm (Hong Kong time), except public holidays. We reply within two working days.

## Reports
If a listing or member looks suspicious, press Report on the listing page and we will look into it quickly.

## Privacy enquiries
privacy@kaifong.market`,
    },
  },
  {
    key: '',
    type: 'ANNOUNCEMENT',
    title: { hant: '歡迎來到街坊市集', en: 'Welcome to Kaifong Market' },
    content: {
      hant: '新會員註冊即送迎新金幣，即刻可以刊登第一件貨品；綁定手機、每日簽到再賺更多。',
      en: 'New members get welcome coins on joining, enough to list a first item at once; verify a phone and check in daily to earn more.',
    },
  },
  {
    key: '',
    type: 'ANNOUNCEMENT',
    title: { hant: '安全交易小貼士', en: 'Safe trading tips' },
    content: {
      hant: '面交請選擇港鐵站等公眾地方，付款前先驗貨，切勿預先過數給陌生人。',
      en: 'Meet at MTR stations or other public places, check the item before paying, and never pay strangers in advance.',
    },
  },
  {
    key: '',
    type: 'ANNOUNCEMENT',
    title: { hant: '金幣點樣用？', en: 'How coins work' },
    content: {
      hant: '刊登 7 日需要 10 金幣，30 日需要 30 金幣；每日簽到可賺取 1 至 7 金幣。',
      en: 'Listing for 7 days costs 10 coins and 30 days costs 30; daily check-ins earn 1 to 7 coins.',
    },
  },
]
