/** How many notices the header's dropdown shows per tab (its first page, which also brings the unread count). */
export const DROPDOWN_NOTICES = 6
