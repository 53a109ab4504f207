/** Traditional (Hong Kong) ↔ Simplified Chinese conversion with OpenCC. */
import * as OpenCC from 'opencc-js'

const toCn = OpenCC.Converter({ from: 'hk', to: 'cn' })
const toHk = OpenCC.Converter({ from: 'cn', to: 'hk' })

export const toSimplified = (text: string): string => toCn(text)
export const toTraditional = (text: string): string => toHk(text)
