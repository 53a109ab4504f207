/** Demo members (README lists them). All share one password and have verified phones. */
export const DEMO_PASSWORD = 'Demo1234!'

export const DEMO_MEMBERS = [
  { username: 'demo_seller', nickName: '陳大文', mobile: '91234567', role: 'seller', monthsAgo: 8 },
  { username: 'demo_buyer', nickName: 'Mary Chan', mobile: '92345678', role: 'buyer', monthsAgo: 5 },
  { username: 'mongkok_mary', nickName: '旺角 Mary', mobile: '93456789', role: 'seller', monthsAgo: 11 },
  { username: 'shatin_sam', nickName: 'Sam 沙田', mobile: '94567890', role: 'seller', monthsAgo: 3 },
  { username: 'tkolover', nickName: '將軍澳小王', mobile: '95678901', role: 'seller', monthsAgo: 2 },
] as const
