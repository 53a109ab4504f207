/** The categories module's face: what other modules and the app may use (docs/architecture.md, "Modules"). */
export type { CategoryEdit, CategoryRow } from './categories.edit.ts'
export { addCategory, allCategoryRows, editCategory } from './categories.edit.ts'
export { CATEGORY_LEVELS } from './categories.present.ts'
export { categoriesRoutes } from './categories.routes.ts'
export { categoryChildren, categoryNames, categoryPathOf, clearCategoryCache } from './categories.service.ts'
