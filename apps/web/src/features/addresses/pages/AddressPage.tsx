/** Being built in this session (issue 4); replaced by the real page. */
export default function AddressPage() {
  return null
}
