/**
 * A member's round picture, or the first letter of their name when they have none: on the goods
 * card, the seller card, the chat and the reviews.
 */
import './avatar.css'

export function Avatar({ name, face, size = 28 }: { name: string; face: string; size?: number }) {
  return (
    <span className="goods-avatar" style={{ width: size, height: size }} aria-hidden>
      {face ? <img src={face} alt="" /> : (name || '?').slice(0, 1).toUpperCase()}
    </span>
  )
}
