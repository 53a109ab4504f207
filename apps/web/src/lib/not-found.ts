/**
 * Telling a record that does not exist from a failure to load it: pages reached by a link with an
 * id (a listing, a member) show "not found" for one and a retry for the other.
 */
import { ApiError } from './api.ts'

/** Ids are digit strings (contract `idSchema`); anything else in the URL cannot name a record. */
export const isIdParam = (id: string) => /^[1-9]\d{0,17}$/.test(id)

export const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404

/** Retry once, but never a "not found". */
export const retryUnlessMissing = (count: number, err: unknown) => !isNotFound(err) && count < 1
