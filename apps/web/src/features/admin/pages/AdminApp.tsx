/**
 * The operator's console (docs/admin.md): the sign-in steps, then its own frame with the pages of
 * the operator's rights, routed under /admin.
 */
export default function AdminApp() {
  return <main />
}
