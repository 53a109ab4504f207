/**
 * How people disguise a phone number or an app name in chat, undone (docs/product/chat.md#safety-tips):
 * chat-safety.ts runs its rules again on the folded text.
 */

// People who want to move a buyer off the platform write around the rules: "9.1.2.3.4.5.6.7",
// "九八七六五四三二", "nine one two…", a zero-width space or a Cyrillic "а" inside "whatsapp",
// "w h a t s a p p", "example dot com". The rules run on the text as typed and again on a folded
// copy that undoes these disguises; folding only ever joins or maps characters, so ordinary talk
// that did not match before matches only when it spells a number or a name out in full.

/** Letters of other scripts that look like Latin ones (Unicode confusables, the common ones): "аa" is Cyrillic а for a. */
const LOOKALIKES = new Map(
  'аa вb еe ёe кk мm нh оo рp сc тt уy хx ѕs іi їi јj ԁd һh ԛq ԝw ɑa οo αa νv ρp τt ιi κk υu χx εe βb ηn ωw μu ɡg ıi ℓl'
    .split(' ')
    .map((pair) => [...pair] as [string, string]),
)
const LOOKALIKE = new RegExp(`[${[...LOOKALIKES.keys()].join('')}]`, 'gu')
const CYRILLIC_OR_GREEK_CAPITAL = /[\u0391-\u03a9\u0400-\u042f]/gu

/** Chinese numerals by value, everyday and financial forms ("洞" is how radio operators say zero). */
const CHINESE_NUMERALS = [
  '零〇洞',
  '一壹',
  '二貳贰兩两',
  '三參叁',
  '四肆',
  '五伍',
  '六陸陆',
  '七柒',
  '八捌',
  '九玖',
]
const CHINESE_DIGIT = new Map(
  CHINESE_NUMERALS.flatMap((forms, digit) => [...forms].map((c) => [c, String(digit)])),
)
const NUMERAL = `[${CHINESE_NUMERALS.join('')}]`
// Six or more in a row (a separator between each allowed) spell a number; "九成新" or "三四個" do not.
const CHINESE_NUMBER = new RegExp(`${NUMERAL}(?:[\\s.,\\-、·]?${NUMERAL}){5,}`, 'gu')

/** English digit words by value. */
const ENGLISH_NUMERALS = ['zero|oh', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine']
const ENGLISH_DIGIT = new Map(
  ENGLISH_NUMERALS.flatMap((words, digit) => words.split('|').map((w) => [w, String(digit)])),
)
const DIGIT_WORD = ENGLISH_NUMERALS.join('|')
// Six or more digit words in a row ("nine one two three four five six seven").
const ENGLISH_NUMBER = new RegExp(`\\b(?:${DIGIT_WORD})(?:[\\s,.-]+(?:${DIGIT_WORD})){5,}\\b`, 'giu')

// A number written in small groups so no rule sees it: "9.1.2.3.4.5.6.7", "9 1 2 3 4 5 6 7",
// "91-23-45-67". Folded only when it holds eight or more digits and either every group is one
// digit or every separator is the same punctuation mark: dates and times ("2026-11-26 15:30"),
// shoe sizes ("40 41 42 43") and prices keep their groups.
const SPLIT_DIGITS = /(?<!\d)\d{1,2}(?:[\s.\-_*·•,/|~]{1,3}\d{1,2}){3,}(?!\d)/gu

function joinSplitDigits(run: string): string {
  const groups = run.split(/\D+/)
  const separators = run.split(/\d+/).slice(1, -1)
  if (groups.join('').length < 8) return run
  const singles = groups.every((g) => g.length === 1)
  const samePunctuation = separators.every((sep) => sep === separators[0] && !/\s/.test(sep))
  return singles || samePunctuation ? groups.join('') : run
}
// Four or more single letters split by spaces or dots ("w h a t s a p p", "W.e.C.h.a.t").
const SPLIT_LETTERS = /(?<![\p{L}\p{N}])\p{L}(?:[\s.\-_*·]{1,2}\p{L}(?![\p{L}\p{N}])){3,}/gu
// "example dot com", "example(dot)com", "example[.]com", "example。com".
const SPELLED_DOT = /\s*(?:\(\s*dot\s*\)|\[\s*(?:dot|\.)\s*\]|\{\s*dot\s*\})\s*|\s+dot\s+|[。｡]/giu

/** The text with its disguises undone, for a second pass of the rules (never shown). */
export function foldDisguises(text: string): string {
  return (
    text
      .normalize('NFKC')
      // Zero-width and other invisible format characters (U+200B, U+200D, U+FEFF, soft hyphen…).
      .replace(/\p{Cf}/gu, '')
      .replace(CYRILLIC_OR_GREEK_CAPITAL, (c) => LOOKALIKES.get(c.toLowerCase())?.toUpperCase() ?? c)
      .replace(LOOKALIKE, (c) => LOOKALIKES.get(c) ?? c)
      .replace(CHINESE_NUMBER, (run) => run.replace(/./gu, (c) => CHINESE_DIGIT.get(c) ?? ''))
      .replace(ENGLISH_NUMBER, (run) =>
        run
          .toLowerCase()
          .split(/[\s,.-]+/)
          .map((w) => ENGLISH_DIGIT.get(w) ?? '')
          .join(''),
      )
      .replace(SPLIT_DIGITS, joinSplitDigits)
      .replace(SPLIT_LETTERS, (run) => run.replace(/[^\p{L}]/gu, ''))
      .replace(SPELLED_DOT, '.')
  )
}
