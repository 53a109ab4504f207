/**
 * A QR code of `text`, drawn as SVG in the browser (the `uqr` library, in this chunk only: the QR
 * page loads it lazily). Dark modules on white with a quiet zone, so any phone camera reads it.
 */
import { encode } from 'uqr'

interface Props {
  text: string
  /** What the picture is, for those who cannot see it. */
  label: string
  size?: number
}

export default function QrCode({ text, label, size = 240 }: Props) {
  const { data, size: modules } = encode(text, { ecc: 'M', border: 2 })
  // One path of unit squares, a row's runs of dark modules joined into one rectangle.
  let d = ''
  data.forEach((row, y) => {
    let x = 0
    while (x < modules) {
      if (!row[x]) {
        x++
        continue
      }
      const start = x
      while (x < modules && row[x]) x++
      d += `M${start} ${y}h${x - start}v1h-${x - start}z`
    }
  })
  return (
    <svg
      className="qr-code"
      role="img"
      aria-label={label}
      width={size}
      height={size}
      viewBox={`0 0 ${modules} ${modules}`}
      shapeRendering="crispEdges"
      data-testid="qr-code"
    >
      <rect width={modules} height={modules} fill="#fff" />
      <path d={d} fill="#000" />
    </svg>
  )
}
