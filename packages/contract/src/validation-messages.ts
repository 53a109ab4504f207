/**
 * Texts of the validation keys used in validation.ts and the API schemas, in all three languages
 * (one module per language under validation-messages/; the web app imports only the one in use).
 */
import type { Language } from './constants.ts'
import { enValidationMessages } from './validation-messages/en.ts'
import { zhHansValidationMessages } from './validation-messages/zh-Hans.ts'
import type { ValidationKey } from './validation-messages/zh-Hant.ts'
import { zhHantValidationMessages } from './validation-messages/zh-Hant.ts'

export type { ValidationKey }
export { enValidationMessages, zhHansValidationMessages, zhHantValidationMessages }

export const validationMessages = {
  'zh-Hant': zhHantValidationMessages,
  'zh-Hans': zhHansValidationMessages,
  en: enValidationMessages,
} satisfies Record<Language, Record<ValidationKey, string>>
