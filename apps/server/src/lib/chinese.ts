/** Traditional (Hong Kong) ↔ Simplified Chinese conversion with OpenCC. */
import { toGlossary } from '@kaifong/contract'
import * as OpenCC from 'opencc-js'

const toCn = OpenCC.Converter({ from: 'hk', to: 'cn' })
const toHk = OpenCC.Converter({ from: 'cn', to: 'hk' })

export const toSimplified = (text: string): string => toCn(text)
/**
 * Simplified text to show: OpenCC converts characters, not words, so the Hong Kong words it keeps
 * ("货品", "刊登 7 日", "甚么") become the Simplified glossary's (docs/product/messages.md#glossary).
 * Not for search: modules/search/search-text.ts compares by character (toSimplified).
 */
export const toSimplifiedText = (text: string): string => toGlossary('zh-Hans', toCn(text))
export const toTraditional = (text: string): string => toHk(text)
