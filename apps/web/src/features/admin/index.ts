/**
 * The operator's console's shell (docs/admin.md): what its areas (features/console-*) use — the
 * console's API client, its shared components (tables, fields, confirmations, three-language
 * inputs, picture uploads, loading and failure states), times, the operator's rights, addresses
 * and page titles — and `ConsolePage`, the shape of the pages an area adds (app/console-pages.ts
 * gives them to the console). Every area page imports this index, so the shared form styles
 * (admin-content.css) come with it.
 */
import './components/admin-content.css'

export { AdminField, fieldA11y } from './components/AdminField.tsx'
export { AdminError, AdminLoading } from './components/AdminStates.tsx'
export { type AdminColumn, AdminTable } from './components/AdminTable.tsx'
export { ConfirmAction } from './components/ConfirmAction.tsx'
export { ConfirmReason } from './components/ConfirmReason.tsx'
export { ImagePicker } from './components/ImagePicker.tsx'
export { LocalizedInputs } from './components/LocalizedInputs.tsx'
export { ApiError, adminApi } from './lib/admin-api.ts'
export { adminCount, adminTime } from './lib/format.ts'
export { fieldError, formError, localizedErrors } from './lib/forms.ts'
export { emptyLocalized, inLanguage, LANGS, type Localized, missingLanguages } from './lib/localized.ts'
export { useCan, useOperator } from './lib/operator.ts'
export { moveItem } from './lib/order.ts'
export { adminPaths } from './lib/paths.ts'
export { useAdminTitle } from './lib/title.ts'
export type { AdminRight, ConsolePage, Page } from './lib/types.ts'
/** The console itself, for the areas' tests to render with their own pages (app/console-pages.ts imports the page). */
export { default as AdminApp } from './pages/AdminApp.tsx'
