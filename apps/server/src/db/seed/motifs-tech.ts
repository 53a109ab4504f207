/**
 * Flat illustrations of gadgets and appliances for the demo listings, drawn on a 400×400 canvas
 * whose floor line is at y≈310. `p` gives the object's colours, so one drawing comes in several.
 */
import type { Palette } from './palette.ts'

const grid = (
  x: number,
  y: number,
  cols: number,
  rows: number,
  w: number,
  h: number,
  gap: number,
  fill: string,
) => {
  let out = ''
  for (let r = 0; r < rows; r++) {
    for (let c = 0; c < cols; c++) {
      out += `<rect x="${x + c * (w + gap)}" y="${y + r * (h + gap)}" width="${w}" height="${h}" rx="3" fill="${fill}"/>`
    }
  }
  return out
}

const fan = (cx: number, cy: number, r: number, p: Palette) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="#1f2124"/>` +
  [0, 72, 144, 216, 288]
    .map(
      (a) =>
        `<ellipse cx="${cx}" cy="${cy - r * 0.5}" rx="${r * 0.22}" ry="${r * 0.45}" fill="${p.accent}" opacity=".85" transform="rotate(${a} ${cx} ${cy})"/>`,
    )
    .join('') +
  `<circle cx="${cx}" cy="${cy}" r="${r * 0.22}" fill="${p.dark}"/>`

export const techMotifs = {
  phone: (p: Palette) => `
<rect x="148" y="52" width="104" height="258" rx="20" fill="${p.dark}"/>
<rect x="156" y="62" width="88" height="238" rx="14" fill="${p.main}"/>
<path d="M156 200 L244 120 V300 H170 a14 14 0 0 1 -14 -14 Z" fill="${p.accent}" opacity=".55"/>
<rect x="184" y="68" width="32" height="8" rx="4" fill="${p.dark}"/>
<circle cx="200" cy="150" r="26" fill="#fff" opacity=".35"/>
<rect x="176" y="286" width="48" height="4" rx="2" fill="#fff" opacity=".7"/>`,

  tablet: (p: Palette) => `
<rect x="96" y="62" width="208" height="248" rx="18" fill="${p.dark}"/>
<rect x="108" y="74" width="184" height="224" rx="8" fill="${p.main}"/>
<circle cx="160" cy="140" r="36" fill="${p.accent}" opacity=".7"/>
<rect x="130" y="210" width="140" height="14" rx="7" fill="#fff" opacity=".6"/>
<rect x="130" y="234" width="96" height="14" rx="7" fill="#fff" opacity=".4"/>`,

  smartwatch: (p: Palette) => `
<rect x="170" y="50" width="60" height="260" rx="24" fill="${p.main}"/>
<rect x="142" y="122" width="116" height="132" rx="30" fill="${p.dark}"/>
<rect x="154" y="134" width="92" height="108" rx="22" fill="#111"/>
<circle cx="200" cy="188" r="34" fill="none" stroke="${p.accent}" stroke-width="8" stroke-dasharray="150 70"/>
<circle cx="200" cy="188" r="20" fill="none" stroke="${p.main}" stroke-width="6" stroke-dasharray="80 50"/>
<rect x="258" y="170" width="10" height="34" rx="4" fill="${p.accent}"/>`,

  phonecase: (p: Palette) => `
<rect x="146" y="56" width="112" height="254" rx="24" fill="${p.main}"/>
<rect x="160" y="70" width="44" height="46" rx="12" fill="${p.dark}"/>
<circle cx="172" cy="83" r="7" fill="#444"/><circle cx="192" cy="103" r="7" fill="#444"/>
<circle cx="230" cy="200" r="18" fill="${p.accent}"/><circle cx="180" cy="250" r="12" fill="${p.accent}"/>
<circle cx="205" cy="160" r="8" fill="${p.light}"/><circle cx="232" cy="270" r="9" fill="${p.light}"/>`,

  charger: (p: Palette) => `
<path d="M200 250 C200 320 90 290 100 220 C110 150 300 150 300 230 C300 280 250 300 250 312" fill="none" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/>
<rect x="150" y="140" width="100" height="110" rx="18" fill="${p.main}"/>
<rect x="150" y="140" width="100" height="36" rx="18" fill="#fff" opacity=".2"/>
<rect x="176" y="104" width="12" height="40" rx="3" fill="#b8bdc4"/><rect x="212" y="104" width="12" height="40" rx="3" fill="#b8bdc4"/>
<path d="M206 176 L184 212 H200 L194 238 L218 200 H202 Z" fill="${p.accent}"/>`,

  powerbank: (p: Palette) => `
<rect x="122" y="100" width="156" height="210" rx="22" fill="${p.main}"/>
<rect x="122" y="100" width="156" height="60" rx="22" fill="#fff" opacity=".15"/>
${grid(156, 270, 4, 1, 16, 8, 8, p.accent)}
<rect x="182" y="100" width="36" height="8" rx="3" fill="${p.dark}"/>
<path d="M205 170 L180 215 H200 L192 250 L222 200 H202 Z" fill="${p.light}"/>`,

  laptop: (p: Palette) => `
<rect x="98" y="84" width="204" height="144" rx="10" fill="${p.dark}"/>
<rect x="108" y="94" width="184" height="124" rx="4" fill="${p.main}"/>
<path d="M108 190 L180 130 L230 170 L260 150 L292 180 V218 H108 Z" fill="${p.accent}" opacity=".6"/>
<path d="M64 232 H336 L318 262 H82 Z" fill="#d2d6dc"/>
<rect x="170" y="240" width="60" height="12" rx="4" fill="#b8bdc4"/>`,

  monitor: (p: Palette) => `
<rect x="72" y="76" width="256" height="160" rx="8" fill="${p.dark}"/>
<rect x="82" y="86" width="236" height="140" rx="3" fill="${p.main}"/>
<circle cx="130" cy="130" r="22" fill="${p.accent}"/>
<path d="M82 226 L170 160 L230 200 L318 140 V226 Z" fill="${p.light}" opacity=".35"/>
<rect x="186" y="236" width="28" height="52" fill="#9aa0a6"/>
<rect x="136" y="286" width="128" height="14" rx="7" fill="#80868b"/>`,

  desktop: (p: Palette) => `
<rect x="136" y="62" width="128" height="248" rx="10" fill="${p.dark}"/>
<rect x="148" y="76" width="80" height="220" rx="6" fill="${p.main}" opacity=".35"/>
${fan(188, 126, 26, p)}${fan(188, 194, 26, p)}${fan(188, 262, 26, p)}
<rect x="240" y="80" width="12" height="40" rx="4" fill="${p.accent}"/>
<circle cx="246" cy="140" r="5" fill="${p.light}"/>`,

  gpu: (p: Palette) => `
<rect x="62" y="146" width="262" height="116" rx="14" fill="${p.dark}"/>
<rect x="62" y="146" width="262" height="20" rx="10" fill="${p.main}"/>
${fan(134, 210, 40, p)}${fan(252, 210, 40, p)}
<rect x="324" y="140" width="14" height="128" rx="3" fill="#aab0b7"/>
<rect x="112" y="262" width="150" height="12" fill="#e0b341"/>`,

  memory: (p: Palette) => `
<rect x="60" y="150" width="280" height="86" rx="6" fill="${p.main}"/>
${grid(78, 168, 6, 1, 30, 42, 12, p.dark)}
<rect x="60" y="236" width="280" height="14" fill="#e0b341"/>
${grid(66, 238, 22, 1, 8, 10, 4.5, '#c9982d')}
<rect x="120" y="268" width="160" height="40" rx="8" fill="${p.dark}"/><rect x="130" y="278" width="70" height="20" rx="4" fill="${p.accent}"/>`,

  keyboard: (p: Palette) => `
<rect x="40" y="176" width="250" height="112" rx="14" fill="${p.dark}"/>
${grid(54, 190, 10, 4, 18, 18, 5, p.light)}
<rect x="100" y="262" width="120" height="14" rx="3" fill="${p.accent}"/>
<rect x="306" y="206" width="58" height="88" rx="29" fill="${p.main}"/>
<line x1="335" y1="212" x2="335" y2="240" stroke="${p.dark}" stroke-width="4"/>`,

  camera: (p: Palette) => `
<rect x="152" y="102" width="84" height="40" rx="10" fill="${p.dark}"/>
<rect x="86" y="128" width="228" height="160" rx="22" fill="${p.dark}"/>
<rect x="86" y="168" width="228" height="80" fill="${p.main}" opacity=".9"/>
<circle cx="200" cy="208" r="62" fill="#2b2b2b"/><circle cx="200" cy="208" r="48" fill="${p.accent}"/>
<circle cx="200" cy="208" r="30" fill="#1a1a1a"/><circle cx="188" cy="196" r="9" fill="#fff" opacity=".6"/>
<rect x="272" y="142" width="28" height="14" rx="4" fill="${p.light}"/>`,

  filmcamera: (p: Palette) => `
<rect x="80" y="130" width="240" height="150" rx="16" fill="#d9dce0"/>
<rect x="80" y="168" width="240" height="80" fill="${p.dark}"/>
<rect x="110" y="112" width="40" height="22" rx="4" fill="#c3c7cc"/><rect x="250" y="114" width="46" height="18" rx="4" fill="#c3c7cc"/>
<rect x="250" y="144" width="44" height="22" rx="4" fill="${p.accent}" opacity=".8"/>
<circle cx="190" cy="214" r="50" fill="#3a3a3a"/><circle cx="190" cy="214" r="36" fill="${p.main}"/>
<circle cx="190" cy="214" r="20" fill="#151515"/><circle cx="182" cy="206" r="6" fill="#fff" opacity=".6"/>`,

  lens: (p: Palette) => `
<rect x="132" y="100" width="136" height="200" rx="18" fill="${p.dark}"/>
<rect x="132" y="140" width="136" height="26" fill="${p.main}"/>
${grid(136, 190, 16, 1, 5, 40, 3.2, '#444')}
<rect x="132" y="250" width="136" height="10" fill="${p.accent}"/>
<ellipse cx="200" cy="102" rx="68" ry="14" fill="#2f3d4f"/><ellipse cx="200" cy="102" rx="44" ry="8" fill="${p.accent}" opacity=".6"/>`,

  headphones: (p: Palette) => `
<path d="M118 214 C118 100 282 100 282 214" fill="none" stroke="${p.dark}" stroke-width="18" stroke-linecap="round"/>
<rect x="92" y="196" width="56" height="100" rx="26" fill="${p.main}"/>
<rect x="252" y="196" width="56" height="100" rx="26" fill="${p.main}"/>
<rect x="138" y="210" width="16" height="72" rx="8" fill="${p.dark}"/><rect x="246" y="210" width="16" height="72" rx="8" fill="${p.dark}"/>
<circle cx="120" cy="246" r="12" fill="${p.accent}"/><circle cx="280" cy="246" r="12" fill="${p.accent}"/>`,

  speaker: (p: Palette) => `
<rect x="136" y="70" width="128" height="240" rx="22" fill="${p.dark}"/>
<circle cx="200" cy="130" r="26" fill="${p.main}"/><circle cx="200" cy="130" r="12" fill="#111"/>
<circle cx="200" cy="232" r="48" fill="${p.main}"/><circle cx="200" cy="232" r="30" fill="#111"/>
<circle cx="200" cy="232" r="12" fill="${p.accent}"/>`,

  ricecooker: (p: Palette) => `
<rect x="104" y="160" width="192" height="150" rx="44" fill="${p.light}"/>
<ellipse cx="200" cy="164" rx="100" ry="34" fill="${p.main}"/>
<rect x="176" y="120" width="48" height="18" rx="8" fill="${p.dark}"/>
<rect x="160" y="222" width="80" height="40" rx="10" fill="${p.dark}"/>
<circle cx="182" cy="242" r="6" fill="${p.accent}"/><rect x="196" y="238" width="32" height="8" rx="4" fill="#8fd3ff"/>`,

  airfryer: (p: Palette) => `
<rect x="116" y="82" width="168" height="228" rx="54" fill="${p.dark}"/>
<rect x="130" y="196" width="140" height="96" rx="26" fill="#3b3f45"/>
<rect x="170" y="226" width="60" height="16" rx="8" fill="${p.main}"/>
<circle cx="200" cy="138" r="28" fill="#111"/><circle cx="200" cy="138" r="18" fill="${p.accent}"/>`,

  coffee: (p: Palette) => `
<rect x="116" y="70" width="168" height="240" rx="16" fill="${p.main}"/>
<rect x="116" y="150" width="168" height="120" fill="${p.dark}"/>
<rect x="186" y="150" width="28" height="30" fill="#888"/>
<path d="M176 232 H224 L218 270 H182 Z" fill="${p.light}"/><path d="M224 240 a12 12 0 0 1 0 22" stroke="${p.light}" stroke-width="5" fill="none"/>
<circle cx="150" cy="106" r="10" fill="${p.accent}"/><circle cx="180" cy="106" r="10" fill="${p.light}"/>`,

  robotvacuum: (p: Palette) => `
<ellipse cx="200" cy="258" rx="126" ry="52" fill="${p.dark}"/>
<ellipse cx="200" cy="240" rx="126" ry="52" fill="${p.main}"/>
<ellipse cx="200" cy="232" rx="46" ry="18" fill="${p.dark}"/>
<circle cx="200" cy="232" r="8" fill="${p.accent}"/>
<path d="M96 226 A120 46 0 0 1 304 226" fill="none" stroke="#fff" stroke-opacity=".35" stroke-width="6"/>`,

  dehumidifier: (p: Palette) => `
<rect x="126" y="70" width="148" height="240" rx="24" fill="${p.light}"/>
${grid(146, 94, 1, 6, 108, 6, 8, '#c9ced6')}
<rect x="150" y="176" width="100" height="36" rx="8" fill="${p.dark}"/>
<rect x="162" y="188" width="40" height="12" rx="3" fill="${p.accent}"/>
<rect x="138" y="230" width="124" height="66" rx="10" fill="${p.main}" opacity=".8"/>`,

  fan: (p: Palette) => `
<rect x="194" y="200" width="12" height="100" fill="${p.dark}"/>
<ellipse cx="200" cy="302" rx="60" ry="12" fill="${p.dark}"/>
${[0, 120, 240].map((a) => `<ellipse cx="200" cy="112" rx="26" ry="52" fill="${p.main}" transform="rotate(${a} 200 160)"/>`).join('')}
<circle cx="200" cy="160" r="96" fill="none" stroke="${p.dark}" stroke-width="6"/>
<circle cx="200" cy="160" r="16" fill="${p.accent}"/>`,

  tv: (p: Palette) => `
<rect x="50" y="80" width="300" height="184" rx="8" fill="#1c1d21"/>
<rect x="58" y="88" width="284" height="168" fill="${p.main}"/>
<circle cx="280" cy="130" r="24" fill="${p.accent}"/>
<path d="M58 256 L150 160 L210 220 L250 190 L342 256 Z" fill="${p.dark}" opacity=".6"/>
<rect x="110" y="264" width="10" height="36" fill="#333"/><rect x="280" y="264" width="10" height="36" fill="#333"/>`,

  projector: (p: Palette) => `
<path d="M128 214 L30 60 H190 Z" fill="${p.accent}" opacity=".28"/>
<rect x="96" y="192" width="216" height="104" rx="22" fill="${p.light}"/>
<circle cx="150" cy="244" r="34" fill="${p.dark}"/><circle cx="150" cy="244" r="20" fill="${p.main}"/>
${grid(214, 228, 4, 3, 14, 6, 6, '#c9ced6')}`,
} satisfies Record<string, (p: Palette) => string>
