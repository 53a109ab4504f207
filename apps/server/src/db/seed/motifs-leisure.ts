/** Flat illustrations of books, toys, sports, beauty, pets, tickets and services (see motifs-tech.ts). */
import type { Palette } from './palette.ts'

const star = (cx: number, cy: number, r: number, fill: string) => {
  const pts = Array.from({ length: 10 }, (_, i) => {
    const a = (Math.PI / 5) * i - Math.PI / 2
    const rr = i % 2 ? r * 0.45 : r
    return `${(cx + rr * Math.cos(a)).toFixed(1)},${(cy + rr * Math.sin(a)).toFixed(1)}`
  })
  return `<polygon points="${pts.join(' ')}" fill="${fill}"/>`
}

const wheel = (cx: number, cy: number, r: number, p: Palette) =>
  `<circle cx="${cx}" cy="${cy}" r="${r}" fill="none" stroke="${p.dark}" stroke-width="10"/><circle cx="${cx}" cy="${cy}" r="6" fill="${p.dark}"/>`

const bike = (p: Palette, r: number) => {
  const y = 310 - r
  return `${wheel(120, y, r, p)}${wheel(280, y, r, p)}
<path d="M120 ${y} L170 ${y - 70} H256 L280 ${y} M170 ${y - 70} L206 ${y} L256 ${y - 70} M120 ${y} H206" fill="none" stroke="${p.main}" stroke-width="10" stroke-linejoin="round"/>
<path d="M160 ${y - 90} H196" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/><path d="M170 ${y - 70} L176 ${y - 90}" stroke="${p.main}" stroke-width="8"/>
<path d="M256 ${y - 70} L262 ${y - 96} H286" stroke="${p.dark}" stroke-width="8" fill="none" stroke-linecap="round"/>`
}

export const leisureMotifs = {
  books: (p: Palette) => `
<rect x="96" y="248" width="212" height="46" rx="4" fill="${p.main}"/><rect x="290" y="252" width="12" height="38" fill="${p.light}"/>
<rect x="112" y="200" width="190" height="48" rx="4" fill="${p.accent}"/><rect x="284" y="204" width="12" height="40" fill="${p.light}"/>
<rect x="104" y="150" width="200" height="50" rx="4" fill="${p.dark}"/><rect x="286" y="154" width="12" height="42" fill="${p.light}"/>
<rect x="130" y="168" width="80" height="8" rx="4" fill="${p.light}" opacity=".7"/>
<rect x="150" y="294" width="20" height="16" fill="${p.main}"/>`,

  notebook: (p: Palette) => `
<rect x="110" y="70" width="190" height="236" rx="10" fill="${p.main}"/>
<rect x="128" y="70" width="14" height="236" fill="${p.dark}" opacity=".3"/>
<rect x="160" y="110" width="110" height="44" rx="6" fill="${p.light}"/>
<rect x="266" y="60" width="18" height="70" fill="${p.accent}"/>
<path d="M300 90 L330 60 L342 72 L312 102 Z" fill="${p.dark}"/>`,

  pens: (p: Palette) => `
<rect x="110" y="80" width="20" height="220" rx="8" fill="${p.main}" transform="rotate(-18 120 190)"/>
<rect x="180" y="70" width="20" height="230" rx="8" fill="${p.accent}" transform="rotate(-4 190 185)"/>
<rect x="250" y="80" width="20" height="220" rx="8" fill="${p.dark}" transform="rotate(12 260 190)"/>
<rect x="176" y="70" width="28" height="60" rx="6" fill="${p.dark}" transform="rotate(-4 190 185)"/>`,

  blocks: (p: Palette) => `
<rect x="90" y="210" width="100" height="100" rx="10" fill="${p.main}"/><circle cx="140" cy="260" r="28" fill="${p.light}"/>
<rect x="200" y="210" width="100" height="100" rx="10" fill="${p.accent}"/><polygon points="250,228 280,288 220,288" fill="${p.light}"/>
<rect x="146" y="108" width="100" height="100" rx="10" fill="${p.dark}"/>${star(196, 160, 32, p.accent)}`,

  dumbbell: (p: Palette) => `
<rect x="110" y="206" width="180" height="16" rx="6" fill="#9aa0a6"/>
<rect x="74" y="160" width="30" height="110" rx="8" fill="${p.dark}"/><rect x="104" y="176" width="20" height="78" rx="6" fill="${p.main}"/>
<rect x="296" y="160" width="30" height="110" rx="8" fill="${p.dark}"/><rect x="276" y="176" width="20" height="78" rx="6" fill="${p.main}"/>
<rect x="120" y="282" width="160" height="24" rx="12" fill="${p.accent}"/>`,

  yogamat: (p: Palette) => `
<rect x="100" y="196" width="200" height="100" rx="10" fill="${p.main}"/>
<circle cx="300" cy="246" r="52" fill="${p.main}"/><circle cx="300" cy="246" r="52" fill="#000" opacity=".1"/>
<path d="M300 246 m-36 0 a36 36 0 1 1 72 0 a26 26 0 1 1 -52 0 a16 16 0 1 1 32 0" fill="none" stroke="${p.accent}" stroke-width="5"/>
<rect x="120" y="212" width="150" height="6" rx="3" fill="${p.accent}" opacity=".6"/>`,

  bicycle: (p: Palette) => bike(p, 62),
  foldbike: (p: Palette) => bike(p, 44),

  helmet: (p: Palette) => `
<path d="M80 250 C80 150 150 100 220 100 C290 100 330 170 330 250 Z" fill="${p.main}"/>
<path d="M130 160 C150 130 190 120 220 122 M200 128 C230 128 270 140 290 170" stroke="${p.dark}" stroke-width="12" fill="none" stroke-linecap="round"/>
<rect x="70" y="244" width="270" height="22" rx="11" fill="${p.dark}"/>
<path d="M120 266 L150 306 M280 266 L250 306" stroke="${p.accent}" stroke-width="6"/>`,

  tent: (p: Palette) => `
<polygon points="200,70 350,300 50,300" fill="${p.main}"/>
<polygon points="200,70 240,300 160,300" fill="${p.dark}" opacity=".85"/>
<polygon points="200,70 350,300 300,300" fill="#000" opacity=".12"/>
<line x1="200" y1="56" x2="200" y2="80" stroke="${p.dark}" stroke-width="5"/>
<rect x="30" y="300" width="340" height="8" rx="4" fill="${p.accent}"/>`,

  racket: (p: Palette) => `
<ellipse cx="170" cy="130" rx="64" ry="82" fill="none" stroke="${p.main}" stroke-width="10" transform="rotate(-20 170 130)"/>
<path d="M130 80 L210 180 M116 110 L196 210 M150 60 L226 156 M120 160 L200 90 M140 190 L226 118" stroke="${p.dark}" stroke-opacity=".35" stroke-width="3"/>
<rect x="206" y="200" width="18" height="100" rx="8" fill="${p.dark}" transform="rotate(-20 215 250)"/>
<path d="M280 262 L258 206 H322 L300 262 Z" fill="#fff" stroke="${p.dark}" stroke-width="3"/><circle cx="290" cy="272" r="16" fill="${p.accent}"/>`,

  tennis: (p: Palette) => `
<ellipse cx="160" cy="136" rx="70" ry="86" fill="${p.light}" stroke="${p.main}" stroke-width="12" transform="rotate(-25 160 136)"/>
<rect x="206" y="206" width="22" height="110" rx="9" fill="${p.dark}" transform="rotate(-25 217 260)"/>
<circle cx="286" cy="268" r="34" fill="#c6e03a"/>
<path d="M258 248 C278 262 278 282 262 296 M312 244 C296 258 296 280 312 292" stroke="#fff" stroke-width="5" fill="none"/>`,

  football: (p: Palette) => `
<circle cx="200" cy="206" r="100" fill="#fff"/>
<polygon points="200,160 238,188 224,232 176,232 162,188" fill="${p.dark}"/>
<path d="M200 106 L200 160 M238 188 L290 172 M224 232 L256 276 M176 232 L144 276 M162 188 L110 172" stroke="${p.dark}" stroke-width="4"/>
<circle cx="200" cy="206" r="100" fill="none" stroke="${p.main}" stroke-width="6"/>`,

  console: (p: Palette) => `
<rect x="126" y="134" width="148" height="104" rx="8" fill="#2d2f33"/><rect x="136" y="144" width="128" height="84" rx="4" fill="${p.dark}"/>
<rect x="76" y="134" width="56" height="104" rx="26" fill="${p.main}"/><rect x="268" y="134" width="56" height="104" rx="26" fill="${p.accent}"/>
<circle cx="104" cy="166" r="10" fill="#2d2f33"/><circle cx="296" cy="206" r="10" fill="#2d2f33"/>
<circle cx="110" cy="210" r="5" fill="#2d2f33"/><circle cx="290" cy="166" r="5" fill="#2d2f33"/>
<rect x="150" y="250" width="100" height="50" rx="8" fill="#3a3d42"/>`,

  gamecase: (p: Palette) => `
<circle cx="270" cy="200" r="80" fill="#d8dde3"/><circle cx="270" cy="200" r="22" fill="#fff"/>
<rect x="96" y="80" width="150" height="226" rx="10" fill="${p.main}"/>
<rect x="96" y="80" width="150" height="30" rx="10" fill="${p.dark}"/>
${star(170, 190, 46, p.accent)}<rect x="120" y="262" width="100" height="12" rx="6" fill="${p.light}"/>`,

  figure: (p: Palette) => `
<rect x="150" y="70" width="100" height="84" rx="18" fill="${p.main}"/>
<circle cx="180" cy="110" r="12" fill="${p.light}"/><circle cx="220" cy="110" r="12" fill="${p.light}"/>
<circle cx="180" cy="110" r="5" fill="${p.dark}"/><circle cx="220" cy="110" r="5" fill="${p.dark}"/>
<rect x="140" y="160" width="120" height="100" rx="16" fill="${p.dark}"/>${star(200, 208, 26, p.accent)}
<rect x="110" y="166" width="26" height="80" rx="12" fill="${p.main}"/><rect x="264" y="166" width="26" height="80" rx="12" fill="${p.main}"/>
<rect x="154" y="262" width="34" height="40" rx="8" fill="${p.main}"/><rect x="212" y="262" width="34" height="40" rx="8" fill="${p.main}"/>
<line x1="200" y1="50" x2="200" y2="70" stroke="${p.dark}" stroke-width="5"/><circle cx="200" cy="48" r="7" fill="${p.accent}"/>`,

  cards: (p: Palette) =>
    [-16, 0, 16]
      .map(
        (a, i) =>
          `<g transform="rotate(${a} 200 300)"><rect x="140" y="90" width="120" height="170" rx="10" fill="${p.light}" stroke="${[p.main, p.accent, p.dark][i]}" stroke-width="8"/>${star(200, 160, 30, [p.main, p.accent, p.dark][i] ?? p.main)}<rect x="160" y="212" width="80" height="10" rx="5" fill="${p.dark}" opacity=".3"/></g>`,
      )
      .join(''),

  boardgame: (p: Palette) => `
<rect x="70" y="120" width="220" height="180" rx="10" fill="${p.main}"/>
<rect x="88" y="138" width="184" height="144" rx="6" fill="${p.light}"/>
${[0, 1, 2, 3].map((i) => `<rect x="${100 + i * 42}" y="${150 + (i % 2) * 60}" width="36" height="36" fill="${p.accent}"/>`).join('')}
<rect x="262" y="222" width="70" height="70" rx="12" fill="#fff" stroke="${p.dark}" stroke-width="4"/>
<circle cx="282" cy="242" r="6" fill="${p.dark}"/><circle cx="297" cy="257" r="6" fill="${p.dark}"/><circle cx="312" cy="272" r="6" fill="${p.dark}"/>`,

  puzzle: (p: Palette) => `
<path d="M90 130 H160 a22 22 0 1 1 40 0 H230 V190 a22 22 0 1 0 0 40 V290 H90 V230 a22 22 0 1 1 0 -40 Z" fill="${p.main}"/>
<path d="M236 120 H316 V170 a20 20 0 1 1 0 36 V256 H266 a20 20 0 1 0 -36 0 V206 a20 20 0 1 1 0 -36 Z" fill="${p.accent}" transform="rotate(12 276 190)"/>`,

  creamjar: (p: Palette) => `
<rect x="110" y="150" width="180" height="40" rx="10" fill="${p.main}"/>
<rect x="118" y="186" width="164" height="120" rx="24" fill="${p.light}"/>
<rect x="146" y="222" width="108" height="46" rx="8" fill="${p.accent}" opacity=".7"/>
<rect x="258" y="110" width="46" height="46" rx="8" fill="${p.main}" opacity=".6" transform="rotate(20 281 133)"/>`,

  lotion: (p: Palette) => `
<rect x="150" y="110" width="100" height="196" rx="26" fill="${p.main}"/>
<rect x="186" y="72" width="28" height="40" fill="${p.dark}"/><rect x="186" y="64" width="56" height="14" rx="6" fill="${p.dark}"/>
<rect x="166" y="170" width="68" height="80" rx="10" fill="${p.light}"/>
<rect x="178" y="190" width="44" height="8" rx="4" fill="${p.accent}"/>`,

  lipstick: (p: Palette) => `
<path d="M170 120 L230 96 V170 H170 Z" fill="${p.main}"/>
<rect x="160" y="168" width="80" height="40" rx="4" fill="#e0b341"/>
<rect x="150" y="206" width="100" height="100" rx="8" fill="${p.dark}"/>
<rect x="262" y="200" width="60" height="106" rx="8" fill="${p.dark}" opacity=".8"/>
<rect x="150" y="236" width="100" height="10" fill="#e0b341"/>`,

  foundation: (p: Palette) => `
<rect x="136" y="130" width="128" height="176" rx="16" fill="#f1d3b3"/>
<rect x="136" y="130" width="128" height="176" rx="16" fill="${p.light}" opacity=".3"/>
<rect x="170" y="86" width="60" height="48" rx="8" fill="${p.dark}"/>
<rect x="160" y="200" width="80" height="50" rx="6" fill="${p.light}"/>
<rect x="172" y="214" width="56" height="8" rx="4" fill="${p.main}"/>`,

  perfume: (p: Palette) => `
<rect x="176" y="84" width="48" height="44" rx="8" fill="${p.dark}"/><rect x="190" y="124" width="20" height="22" fill="#c9ced6"/>
<rect x="118" y="140" width="164" height="166" rx="30" fill="${p.main}" opacity=".75"/>
<rect x="136" y="160" width="40" height="120" rx="16" fill="#fff" opacity=".35"/>
<rect x="176" y="206" width="70" height="40" rx="6" fill="${p.light}"/>`,

  catfood: (p: Palette) => `
<path d="M116 110 L132 80 H268 L284 110 V306 H116 Z" fill="${p.main}"/>
<rect x="116" y="80" width="168" height="16" fill="${p.dark}" opacity=".35"/>
<circle cx="200" cy="200" r="28" fill="${p.light}"/>
<circle cx="172" cy="160" r="10" fill="${p.light}"/><circle cx="192" cy="150" r="10" fill="${p.light}"/>
<circle cx="212" cy="150" r="10" fill="${p.light}"/><circle cx="230" cy="162" r="10" fill="${p.light}"/>
<circle cx="312" cy="296" r="8" fill="#a0522d"/><circle cx="330" cy="300" r="8" fill="#a0522d"/>`,

  litterbox: (p: Palette) => `
<path d="M80 190 H320 L296 306 H104 Z" fill="${p.main}"/>
<rect x="72" y="180" width="256" height="20" rx="8" fill="${p.dark}"/>
<rect x="250" y="100" width="16" height="90" rx="6" fill="${p.accent}" transform="rotate(24 258 145)"/>
<rect x="226" y="150" width="56" height="40" rx="8" fill="${p.accent}" transform="rotate(24 254 170)"/>`,

  dogbowl: (p: Palette) => `
<ellipse cx="200" cy="206" rx="120" ry="30" fill="${p.dark}"/>
<path d="M80 206 H320 L296 296 H104 Z" fill="${p.main}"/>
<ellipse cx="200" cy="206" rx="96" ry="20" fill="#a0522d"/>
<path d="M170 250 h60 a10 10 0 1 1 8 14 a10 10 0 1 1 -8 14 h-60 a10 10 0 1 1 -8 -14 a10 10 0 1 1 8 -14 Z" fill="${p.light}"/>`,

  leash: (p: Palette) => `
<circle cx="150" cy="220" r="62" fill="none" stroke="${p.main}" stroke-width="18"/>
<circle cx="150" cy="282" r="14" fill="#e0b341"/>
<path d="M212 220 C270 220 250 120 300 100" stroke="${p.dark}" stroke-width="10" fill="none" stroke-linecap="round"/>
<rect x="288" y="70" width="34" height="56" rx="14" fill="${p.accent}"/>`,

  ticket: (p: Palette) => `
<g transform="rotate(-8 200 200)"><rect x="70" y="130" width="260" height="130" rx="12" fill="${p.main}"/>
<circle cx="70" cy="195" r="18" fill="${p.light}"/><circle cx="330" cy="195" r="18" fill="${p.light}"/>
<line x1="250" y1="140" x2="250" y2="250" stroke="${p.light}" stroke-width="4" stroke-dasharray="8 8"/>
${star(160, 195, 38, p.accent)}<rect x="266" y="170" width="44" height="50" rx="4" fill="${p.dark}" opacity=".4"/></g>`,

  giftcard: (p: Palette) => `
<rect x="80" y="130" width="240" height="160" rx="16" fill="${p.main}"/>
<rect x="160" y="130" width="24" height="160" fill="${p.accent}"/><rect x="80" y="196" width="240" height="22" fill="${p.accent}"/>
<path d="M172 130 C140 90 110 120 172 130 C234 90 214 150 172 130" fill="none" stroke="${p.accent}" stroke-width="10"/>
<rect x="220" y="246" width="80" height="14" rx="7" fill="${p.light}" opacity=".7"/>`,

  truck: (p: Palette) => `
<rect x="50" y="130" width="200" height="140" rx="8" fill="${p.main}"/>
<path d="M250 170 H312 L346 220 V270 H250 Z" fill="${p.accent}"/>
<path d="M262 182 H306 L330 218 H262 Z" fill="#dff1ff"/>
<circle cx="110" cy="280" r="26" fill="${p.dark}"/><circle cx="300" cy="280" r="26" fill="${p.dark}"/>
<circle cx="110" cy="280" r="10" fill="${p.light}"/><circle cx="300" cy="280" r="10" fill="${p.light}"/>
<rect x="76" y="160" width="80" height="56" rx="6" fill="#c08b52"/><rect x="160" y="180" width="60" height="36" rx="6" fill="#d7a56c"/>`,

  tools: (p: Palette) => `
<g transform="rotate(40 200 200)"><rect x="188" y="110" width="24" height="200" rx="10" fill="${p.dark}"/>
<path d="M168 70 a40 40 0 1 0 64 0 L218 110 H182 Z" fill="${p.dark}"/></g>
<g transform="rotate(-40 200 200)"><rect x="190" y="70" width="20" height="130" fill="#b8bdc4"/><rect x="180" y="196" width="40" height="110" rx="14" fill="${p.main}"/>
<rect x="180" y="220" width="40" height="10" fill="${p.accent}"/></g>`,

  spray: (p: Palette) => `
<path d="M160 110 H230 L250 150 H150 Z" fill="${p.dark}"/><rect x="226" y="114" width="40" height="16" rx="4" fill="${p.dark}"/>
<rect x="140" y="150" width="120" height="156" rx="26" fill="${p.main}"/>
<rect x="160" y="200" width="80" height="60" rx="8" fill="${p.light}"/>
${star(300, 110, 16, p.accent)}${star(322, 160, 10, p.accent)}${star(290, 70, 8, p.accent)}`,

  gradcap: (p: Palette) => `
<polygon points="200,90 350,150 200,210 50,150" fill="${p.dark}"/>
<path d="M120 180 V240 C150 272 250 272 280 240 V180 L200 212 Z" fill="${p.dark}" opacity=".85"/>
<path d="M200 150 L310 170 V236" stroke="${p.accent}" stroke-width="6" fill="none"/><circle cx="310" cy="244" r="12" fill="${p.accent}"/>
<rect x="96" y="272" width="200" height="20" rx="10" fill="${p.main}" transform="rotate(-8 196 282)"/>`,

  music: (p: Palette) => `
<rect x="60" y="220" width="280" height="86" rx="8" fill="${p.light}"/>
${Array.from({ length: 9 }, (_, i) => `<rect x="${72 + i * 30}" y="220" width="2" height="86" fill="#c9ced6"/>`).join('')}
${[0, 1, 3, 4, 5, 7].map((i) => `<rect x="${92 + i * 30}" y="220" width="18" height="50" fill="${p.dark}"/>`).join('')}
<path d="M180 80 V170 M180 80 L270 62 V150" stroke="${p.main}" stroke-width="10" fill="none"/>
<ellipse cx="164" cy="172" rx="22" ry="16" fill="${p.main}"/><ellipse cx="254" cy="152" rx="22" ry="16" fill="${p.main}"/>`,

  makeupbrush: (p: Palette) => `
<rect x="80" y="190" width="160" height="110" rx="12" fill="${p.dark}"/>
${[0, 1, 2, 3, 4, 5].map((i) => `<circle cx="${112 + (i % 3) * 48}" cy="${222 + Math.floor(i / 3) * 48}" r="17" fill="${[p.main, p.accent, '#f1d3b3'][i % 3]}"/>`).join('')}
<g transform="rotate(30 290 170)"><rect x="280" y="150" width="20" height="150" rx="8" fill="${p.dark}"/><rect x="278" y="124" width="24" height="30" fill="#c9ced6"/>
<path d="M270 126 C270 80 310 80 310 126 Z" fill="${p.main}"/></g>`,
} satisfies Record<string, (p: Palette) => string>
