/** Texts of the validation keys used in validation.ts and the API schemas, in all three languages. */
import type { Language } from './constants.ts'
import { goodsValidationMessages } from './validation-messages-goods.ts'

const accountMessages = {
  'zh-Hant': {
    'username.required': '請輸入用戶名',
    'username.length': '用戶名須為 5 至 15 個字元',
    'username.chars': '用戶名只可包含英文字母、數字、底線及句點',
    'username.periods': '用戶名不可包含連續句點',
    'username.numeric': '用戶名不可全為數字',
    'password.required': '請輸入密碼',
    'password.length': '密碼須為 6 至 20 個字元',
    'password.chars': '密碼只可包含英文字母、數字及 ! # $ % ^ & * . ~ , @',
    'password.mismatch': '兩次輸入的密碼不一致',
    'confirm.required': '請再次輸入密碼',
    'email.required': '請輸入電郵地址',
    'email.invalid': '電郵地址格式不正確',
    'email.same': '新電郵地址不可與現時的相同',
    'code.required': '驗證碼不能為空',
    'code.format': '驗證碼為 6 位數字',
    'phone.required': '請輸入手機號碼',
    'phone.invalid': '手機號碼格式不正確',
    'phone.prefix': '請選擇國家或地區區號',
    'phone.same': '新手機號碼不可與現時的相同',
    'terms.required': '請勾選此項',
    'field.required': '不能為空',
    'field.invalid': '格式不正確',
    'text.control': '不可包含控制字元',
  },
  'zh-Hans': {
    'username.required': '请输入用户名',
    'username.length': '用户名须为 5 至 15 个字符',
    'username.chars': '用户名只可包含英文字母、数字、下划线及句点',
    'username.periods': '用户名不可包含连续句点',
    'username.numeric': '用户名不可全为数字',
    'password.required': '请输入密码',
    'password.length': '密码须为 6 至 20 个字符',
    'password.chars': '密码只可包含英文字母、数字及 ! # $ % ^ & * . ~ , @',
    'password.mismatch': '两次输入的密码不一致',
    'confirm.required': '请再次输入密码',
    'email.required': '请输入电邮地址',
    'email.invalid': '电邮地址格式不正确',
    'email.same': '新电邮地址不可与现时的相同',
    'code.required': '验证码不能为空',
    'code.format': '验证码为 6 位数字',
    'phone.required': '请输入手机号码',
    'phone.invalid': '手机号码格式不正确',
    'phone.prefix': '请选择国家或地区区号',
    'phone.same': '新手机号码不可与现时的相同',
    'terms.required': '请勾选此项',
    'field.required': '不能为空',
    'field.invalid': '格式不正确',
    'text.control': '不可包含控制字符',
  },
  en: {
    'username.required': 'Please enter a username',
    'username.length': 'Username must be 5 to 15 characters',
    'username.chars': 'Username may only contain letters a-z, digits, underscores and periods',
    'username.periods': 'Username cannot contain consecutive periods',
    'username.numeric': 'Username cannot be all digits',
    'password.required': 'Please enter a password',
    'password.length': 'Password must be 6 to 20 characters',
    'password.chars': 'Password may only contain letters, digits and ! # $ % ^ & * . ~ , @',
    'password.mismatch': 'The passwords do not match',
    'confirm.required': 'Please confirm your password',
    'email.required': 'Please enter an email address',
    'email.invalid': 'Invalid email address',
    'email.same': 'The new email must differ from the current one',
    'code.required': 'Verification code cannot be empty',
    'code.format': 'The verification code has 6 digits',
    'phone.required': 'Please enter a phone number',
    'phone.invalid': 'Invalid phone number',
    'phone.prefix': 'Please choose a country or region code',
    'phone.same': 'The new phone number must differ from the current one',
    'terms.required': 'Please check the box',
    'field.required': 'Cannot be empty',
    'field.invalid': 'Invalid value',
    'text.control': 'Must not contain control characters',
  },
} as const satisfies Record<Language, Record<string, string>>

export const validationMessages = {
  'zh-Hant': { ...accountMessages['zh-Hant'], ...goodsValidationMessages['zh-Hant'] },
  'zh-Hans': { ...accountMessages['zh-Hans'], ...goodsValidationMessages['zh-Hans'] },
  en: { ...accountMessages.en, ...goodsValidationMessages.en },
}

export type ValidationKey = keyof (typeof validationMessages)['zh-Hant']

export function isValidationKey(key: string): key is ValidationKey {
  return key in validationMessages['zh-Hant']
}
