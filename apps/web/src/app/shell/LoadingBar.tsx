/** A thin progress bar at the top while a route (or its code) loads. */
import { useNavigation } from 'react-router'

export function LoadingBar() {
  const navigation = useNavigation()
  const busy = navigation.state !== 'idle'
  return <div className={`loading-bar${busy ? ' active' : ''}`} role="progressbar" aria-hidden={!busy} />
}
