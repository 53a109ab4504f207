/** Being built in this session (issue 4): the header category drawer. */
export function CategoryDrawer({ open }: { open: boolean; onClose: () => void }) {
  return open ? null : null
}
