/** Medals' public surface: a member's medals, as a grid or in a dialog (profile, seller card). */
export { useMedals } from './api/medals.ts'
export { MedalDialog } from './components/MedalDialog.tsx'
export { MedalGrid } from './components/MedalGrid.tsx'
