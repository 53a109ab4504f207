/** The response envelope every API call returns (docs/product/api.md#conventions). */
export interface Envelope<T> {
  success: boolean
  message: string
  code: number
  timestamp: number
  result: T
}

export interface Page<T> {
  records: T[]
  total: number
  size: number
  current: number
  pages: number
}
