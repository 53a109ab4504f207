/**
 * One word per concept in each language (docs/product/messages.md#glossary). The web
 * catalogues, the contract's and the server's messages and the seeded pages use the `use` word;
 * glossary.test.ts (web) refuses the variants. Text converted from Traditional to Simplified by
 * character (OpenCC) comes out in Hong Kong words ("货品", "刊登", "甚么"), so the server passes
 * it through `toGlossary` before showing it.
 */
import type { Language } from './constants.ts'

export interface GlossaryRule {
  /** The word to use. */
  use: string
  /** The variants this script does not use (global, so `toGlossary` replaces every one). */
  not: RegExp
}

/** A count of days, e.g. "7 日", "{{days}} 日前", but not a date ("3月1日") or "日期". */
const DAYS_IN = (day: string) => new RegExp(`(?<=(?:\\d|\\}\\})\\s?)(?<!月\\s?\\d{1,2}\\s?)${day}(?!期)`, 'g')

export const GLOSSARY: Record<Language, GlossaryRule[]> = {
  'zh-Hant': [
    { use: '貨品', not: /商品/g },
    { use: '刊登', not: /發佈|發布/g },
    { use: '日', not: DAYS_IN('天') },
    { use: '今日', not: /今天/g },
    { use: '明日', not: /明天/g },
    { use: '甚麼', not: /什麼/g },
    { use: '搜尋', not: /搜索/g },
    { use: '相片', not: /照片/g },
    { use: '上載', not: /上傳/g },
    { use: '登入', not: /登錄/g },
    // Members and the console say the same: 舉報 a listing or a talk; 會員 for an account, deleted too.
    { use: '舉報', not: /檢舉/g },
    { use: '已刪除的會員', not: /已刪除的用戶/g },
  ],
  'zh-Hans': [
    { use: '商品', not: /货品/g },
    { use: '发布', not: /刊登/g },
    { use: '天', not: DAYS_IN('日') },
    { use: '今天', not: /今日/g },
    { use: '明天', not: /明日/g },
    { use: '什么', not: /甚么/g },
    { use: '搜索', not: /搜寻/g },
    { use: '照片', not: /相片/g },
    { use: '上传', not: /上载/g },
    { use: '登录', not: /登入/g },
    { use: '举报', not: /检举/g },
    { use: '已删除的会员', not: /已删除的用户/g },
  ],
  en: [
    { use: 'deleted member', not: /deleted user/g },
    { use: 'Deleted member', not: /Deleted user/g },
  ],
}

/**
 * Characters of one script that the other never uses (a small list of common ones, not a
 * converter): a Traditional character in a Simplified text is a text left unconverted.
 */
export const FOREIGN_CHARACTERS: Record<'zh-Hant' | 'zh-Hans', string> = {
  'zh-Hant':
    '们个说这时会来对货价钱买卖东电邮号码为从过还么寻载传帐读请无点开关标输页体单张话认证选录册区处发币间门问题勋签务际网络图级设',
  'zh-Hans':
    '們個說這時會來對貨價錢買賣東電郵號碼為從過還麼尋載傳帳讀請無點開關標輸頁體單張話認證選錄冊區處發幣間門問題勳簽務際網絡圖級設',
}

/** The glossary's word for every variant in `text`. */
export function toGlossary(lang: Language, text: string): string {
  return GLOSSARY[lang].reduce((out, rule) => out.replace(rule.not, rule.use), text)
}

/** The glossary's complaints about `text`: each variant found, with the word to use instead. */
export function glossaryProblems(lang: Language, text: string): string[] {
  const problems = GLOSSARY[lang].flatMap((rule) =>
    [...text.matchAll(rule.not)].map((m) => `"${m[0]}" in …${around(text, m.index)}… (use ${rule.use})`),
  )
  if (lang === 'en') return problems
  for (const m of text.matchAll(new RegExp(`[${FOREIGN_CHARACTERS[lang]}]`, 'g'))) {
    problems.push(`"${m[0]}" is not ${lang}: …${around(text, m.index)}…`)
  }
  return problems
}

const around = (text: string, at: number) => text.slice(Math.max(0, at - 6), at + 6)
