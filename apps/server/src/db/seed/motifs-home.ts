/** Flat illustrations of large appliances, furniture, kitchenware, clothes and baby gear (see motifs-tech.ts). */
import type { Palette } from './palette.ts'

const WOOD = '#b07d4f'
const WOOD_DARK = '#8a5a33'

export const homeMotifs = {
  fridge: (p: Palette) => `
<rect x="120" y="40" width="160" height="270" rx="14" fill="${p.light}" stroke="${p.dark}" stroke-width="4"/>
<line x1="120" y1="136" x2="280" y2="136" stroke="${p.dark}" stroke-width="4"/>
<rect x="250" y="70" width="10" height="44" rx="5" fill="${p.main}"/><rect x="250" y="156" width="10" height="70" rx="5" fill="${p.main}"/>
<rect x="140" y="60" width="46" height="30" rx="4" fill="${p.accent}" opacity=".7"/>
<rect x="132" y="310" width="14" height="10" fill="${p.dark}"/><rect x="254" y="310" width="14" height="10" fill="${p.dark}"/>`,

  washer: (p: Palette) => `
<rect x="100" y="60" width="200" height="240" rx="16" fill="${p.light}" stroke="${p.dark}" stroke-width="4"/>
<line x1="100" y1="104" x2="300" y2="104" stroke="${p.dark}" stroke-width="4"/>
<rect x="118" y="74" width="70" height="18" rx="4" fill="${p.main}"/><circle cx="262" cy="83" r="10" fill="${p.accent}"/>
<circle cx="200" cy="200" r="70" fill="${p.dark}"/><circle cx="200" cy="200" r="54" fill="#bfe3f5"/>
<path d="M150 214 Q175 196 200 214 T250 214 V236 Q226 256 200 254 Q172 254 152 236 Z" fill="${p.main}" opacity=".7"/>`,

  aircon: (p: Palette) => `
<rect x="50" y="90" width="300" height="100" rx="20" fill="${p.light}" stroke="${p.dark}" stroke-width="4"/>
<rect x="72" y="160" width="256" height="14" rx="6" fill="${p.dark}" opacity=".5"/>
<circle cx="312" cy="116" r="6" fill="${p.accent}"/>
${[0, 1, 2].map((i) => `<path d="M${110 + i * 90} 206 q-14 26 0 52 q14 26 0 52" stroke="${p.main}" stroke-width="8" fill="none" stroke-linecap="round"/>`).join('')}`,

  microwave: (p: Palette) => `
<rect x="60" y="96" width="280" height="170" rx="14" fill="${p.light}" stroke="${p.dark}" stroke-width="4"/>
<rect x="80" y="116" width="180" height="130" rx="8" fill="${p.dark}"/><rect x="96" y="132" width="148" height="98" rx="6" fill="${p.accent}" opacity=".35"/>
<rect x="276" y="120" width="46" height="22" rx="4" fill="${p.main}"/>
${[0, 1, 2].map((i) => `<circle cx="299" cy="${170 + i * 26}" r="8" fill="${p.main}"/>`).join('')}`,

  shelf: (p: Palette) => `
<rect x="110" y="40" width="180" height="270" fill="none" stroke="${WOOD}" stroke-width="12"/>
${[0, 1, 2, 3].map((i) => `<rect x="110" y="${96 + i * 54}" width="180" height="10" fill="${WOOD}"/>`).join('')}
<rect x="128" y="56" width="16" height="40" fill="${p.main}"/><rect x="148" y="62" width="14" height="34" fill="${p.accent}"/>
<rect x="200" y="120" width="60" height="30" rx="4" fill="${p.light}"/><circle cx="160" cy="188" r="16" fill="${p.main}"/>
<rect x="220" y="228" width="18" height="42" fill="${p.dark}"/><rect x="242" y="234" width="18" height="36" fill="${p.accent}"/>`,

  boxes: (p: Palette) => `
<rect x="70" y="170" width="150" height="130" fill="#c8a06a"/><rect x="70" y="170" width="150" height="20" fill="#000" opacity=".1"/>
<rect x="132" y="170" width="26" height="130" fill="${p.accent}" opacity=".6"/>
<rect x="200" y="130" width="140" height="170" fill="#d4ad77"/><rect x="258" y="130" width="24" height="170" fill="${p.main}" opacity=".6"/>
<rect x="110" y="70" width="130" height="100" fill="#ddb985"/><rect x="164" y="70" width="22" height="100" fill="${p.main}" opacity=".6"/>
<path d="M120 100 h30 M120 112 h20" stroke="${p.dark}" stroke-width="4"/>`,

  bottle: (p: Palette) => `
<rect x="170" y="60" width="60" height="24" rx="8" fill="${p.accent}"/>
<path d="M188 60 Q200 20 212 60 Z" fill="#f3d9b1"/>
<rect x="150" y="84" width="100" height="24" rx="6" fill="${p.main}"/>
<rect x="156" y="108" width="88" height="196" rx="30" fill="#e9f4ff" stroke="${p.dark}" stroke-width="4"/>
<rect x="160" y="190" width="80" height="108" rx="26" fill="#fff8e7"/>
${[0, 1, 2, 3].map((i) => `<line x1="200" y1="${140 + i * 36}" x2="228" y2="${140 + i * 36}" stroke="${p.dark}" stroke-width="4"/>`).join('')}`,

  sofa: (p: Palette) => `
<rect x="84" y="138" width="232" height="96" rx="26" fill="${p.main}"/>
<rect x="74" y="214" width="252" height="64" rx="18" fill="${p.main}"/>
<rect x="74" y="214" width="252" height="64" rx="18" fill="#000" opacity=".12"/>
<rect x="56" y="176" width="54" height="112" rx="22" fill="${p.main}"/><rect x="290" y="176" width="54" height="112" rx="22" fill="${p.main}"/>
<rect x="118" y="160" width="70" height="56" rx="14" fill="${p.accent}"/><rect x="212" y="160" width="70" height="56" rx="14" fill="${p.light}"/>
<rect x="80" y="288" width="10" height="22" fill="${WOOD_DARK}"/><rect x="310" y="288" width="10" height="22" fill="${WOOD_DARK}"/>`,

  bed: (p: Palette) => `
<rect x="56" y="120" width="36" height="190" rx="8" fill="${WOOD}"/>
<rect x="86" y="214" width="270" height="54" rx="10" fill="${p.light}"/>
<rect x="170" y="200" width="186" height="70" rx="12" fill="${p.main}"/>
<ellipse cx="130" cy="206" rx="38" ry="18" fill="${p.accent}"/>
<rect x="86" y="266" width="270" height="18" fill="${WOOD_DARK}"/>
<rect x="340" y="284" width="12" height="26" fill="${WOOD_DARK}"/><rect x="92" y="284" width="12" height="26" fill="${WOOD_DARK}"/>`,

  table: (p: Palette) => `
<rect x="46" y="176" width="198" height="16" rx="4" fill="${p.light}" stroke="${WOOD}" stroke-width="4"/>
<rect x="60" y="192" width="10" height="118" fill="${WOOD}"/><rect x="220" y="192" width="10" height="118" fill="${WOOD}"/>
<rect x="92" y="140" width="50" height="36" rx="4" fill="${p.accent}"/><rect x="170" y="124" width="8" height="52" fill="${p.dark}"/>
<path d="M156 124 H194 L186 104 H164 Z" fill="${p.main}"/>
<rect x="266" y="222" width="90" height="14" rx="4" fill="${p.main}"/><rect x="340" y="130" width="14" height="106" rx="4" fill="${p.main}"/>
<rect x="270" y="236" width="8" height="74" fill="${p.dark}"/><rect x="344" y="236" width="8" height="74" fill="${p.dark}"/>`,

  wardrobe: (p: Palette) => `
<rect x="106" y="56" width="188" height="240" rx="8" fill="${p.main}"/>
<line x1="200" y1="66" x2="200" y2="286" stroke="${p.dark}" stroke-opacity=".4" stroke-width="4"/>
<rect x="184" y="160" width="8" height="36" rx="4" fill="${p.accent}"/><rect x="208" y="160" width="8" height="36" rx="4" fill="${p.accent}"/>
<rect x="120" y="70" width="70" height="60" rx="4" fill="#fff" opacity=".2"/>
<rect x="118" y="296" width="12" height="14" fill="${p.dark}"/><rect x="270" y="296" width="12" height="14" fill="${p.dark}"/>`,

  lamp: (p: Palette) => `
<circle cx="200" cy="130" r="90" fill="${p.accent}" opacity=".2"/>
<path d="M146 80 H254 L284 170 H116 Z" fill="${p.main}"/>
<rect x="195" y="170" width="10" height="120" fill="${p.dark}"/>
<ellipse cx="200" cy="298" rx="56" ry="14" fill="${p.dark}"/>`,

  curtains: (p: Palette) => `
<rect x="96" y="74" width="208" height="220" fill="#e9f4ff"/>
<circle cx="250" cy="130" r="26" fill="#ffd166" opacity=".8"/>
<rect x="70" y="58" width="260" height="10" rx="5" fill="${p.dark}"/>
<path d="M80 66 H150 C140 140 160 220 130 300 H80 Z" fill="${p.main}"/>
<path d="M320 66 H250 C260 140 240 220 270 300 H320 Z" fill="${p.main}"/>
<path d="M104 70 C100 150 110 230 100 300" stroke="#000" stroke-opacity=".12" stroke-width="6" fill="none"/>
<path d="M296 70 C300 150 290 230 300 300" stroke="#000" stroke-opacity=".12" stroke-width="6" fill="none"/>`,

  plant: (p: Palette) => `
<ellipse cx="160" cy="150" rx="26" ry="70" fill="#3a9e5c" transform="rotate(-28 160 150)"/>
<ellipse cx="240" cy="150" rx="26" ry="70" fill="#58b368" transform="rotate(28 240 150)"/>
<ellipse cx="200" cy="120" rx="24" ry="82" fill="#2f8a4e"/>
<ellipse cx="150" cy="206" rx="20" ry="48" fill="#6cc47c" transform="rotate(-60 150 206)"/>
<ellipse cx="252" cy="206" rx="20" ry="48" fill="#4fa862" transform="rotate(60 252 206)"/>
<path d="M136 220 H264 L248 310 H152 Z" fill="${p.main}"/>
<rect x="128" y="212" width="144" height="20" rx="6" fill="${p.accent}"/>`,

  cookware: (p: Palette) => `
<path d="M176 120 c-10 -20 10 -30 0 -50 M206 120 c-10 -20 10 -30 0 -50 M236 120 c-10 -20 10 -30 0 -50" stroke="#9aa0a6" stroke-width="5" fill="none" opacity=".6"/>
<rect x="110" y="170" width="180" height="128" rx="22" fill="${p.main}"/>
<ellipse cx="200" cy="168" rx="98" ry="20" fill="${p.dark}"/>
<rect x="186" y="134" width="28" height="18" rx="6" fill="${p.accent}"/><ellipse cx="200" cy="156" rx="86" ry="14" fill="${p.light}" opacity=".5"/>
<rect x="66" y="196" width="48" height="16" rx="8" fill="${p.dark}"/><rect x="286" y="196" width="48" height="16" rx="8" fill="${p.dark}"/>`,

  tableware: (p: Palette) => `
<ellipse cx="170" cy="262" rx="112" ry="40" fill="${p.light}"/>
<ellipse cx="170" cy="258" rx="76" ry="25" fill="none" stroke="${p.main}" stroke-width="6"/>
<path d="M232 146 H316 L306 250 H242 Z" fill="${p.main}"/>
<path d="M314 168 a24 24 0 0 1 0 48" stroke="${p.main}" stroke-width="10" fill="none"/>
<rect x="232" y="146" width="84" height="14" fill="${p.accent}"/>`,

  tshirt: (p: Palette) => `
<path d="M150 70 L96 100 L66 160 L112 180 L126 150 V306 H274 V150 L288 180 L334 160 L304 100 L250 70 C240 96 160 96 150 70 Z" fill="${p.main}"/>
<path d="M150 70 C160 96 240 96 250 70" fill="none" stroke="${p.dark}" stroke-opacity=".3" stroke-width="6"/>
<circle cx="200" cy="190" r="36" fill="${p.accent}"/><circle cx="200" cy="190" r="16" fill="${p.light}"/>`,

  jacket: (p: Palette) => `
<path d="M150 64 L96 94 L70 300 H118 L128 170 V310 H272 V170 L282 300 H330 L304 94 L250 64 L200 110 Z" fill="${p.main}"/>
<line x1="200" y1="110" x2="200" y2="308" stroke="${p.dark}" stroke-width="5"/>
<path d="M150 64 L200 110 L176 150 L140 90 Z M250 64 L200 110 L224 150 L260 90 Z" fill="${p.dark}" opacity=".35"/>
<rect x="146" y="230" width="34" height="8" rx="3" fill="${p.accent}"/><rect x="220" y="230" width="34" height="8" rx="3" fill="${p.accent}"/>`,

  dress: (p: Palette) => `
<path d="M168 60 H232 L242 130 L300 306 H100 L158 130 Z" fill="${p.main}"/>
<path d="M168 60 C180 84 220 84 232 60" fill="none" stroke="${p.dark}" stroke-opacity=".3" stroke-width="5"/>
<rect x="154" y="126" width="92" height="16" rx="4" fill="${p.accent}"/>
<circle cx="160" cy="230" r="8" fill="${p.light}"/><circle cx="220" cy="260" r="8" fill="${p.light}"/><circle cx="250" cy="200" r="8" fill="${p.light}"/>`,

  pants: (p: Palette) => `
<path d="M130 64 H270 L292 306 H216 L200 140 L184 306 H108 Z" fill="${p.main}"/>
<rect x="130" y="64" width="140" height="24" fill="${p.dark}" opacity=".35"/>
<line x1="200" y1="88" x2="200" y2="140" stroke="${p.dark}" stroke-opacity=".4" stroke-width="4"/>
<rect x="190" y="70" width="20" height="12" rx="3" fill="${p.accent}"/>`,

  handbag: (p: Palette) => `
<path d="M150 150 C150 80 250 80 250 150" fill="none" stroke="${p.dark}" stroke-width="14"/>
<path d="M96 150 H304 L284 306 H116 Z" fill="${p.main}"/>
<path d="M96 150 H304 L296 200 H104 Z" fill="#000" opacity=".12"/>
<rect x="184" y="190" width="32" height="26" rx="6" fill="${p.accent}"/>`,

  wallet: (p: Palette) => `
<rect x="96" y="140" width="208" height="150" rx="16" fill="${p.main}"/>
<path d="M96 156 a16 16 0 0 1 16 -16 H304 V214 H96 Z" fill="${p.dark}" opacity=".3"/>
<rect x="236" y="196" width="80" height="44" rx="14" fill="${p.dark}"/><circle cx="262" cy="218" r="9" fill="${p.accent}"/>
<rect x="118" y="120" width="110" height="30" rx="4" fill="${p.light}" transform="rotate(-6 170 135)"/>`,

  sneaker: (p: Palette) => `
<path d="M70 250 C70 200 110 170 150 170 L210 200 C240 214 280 220 320 226 C340 230 340 270 330 276 H70 Z" fill="${p.main}"/>
<path d="M60 276 H340 V300 a10 10 0 0 1 -10 10 H70 a10 10 0 0 1 -10 -10 Z" fill="${p.light}"/>
<path d="M130 250 C180 236 240 262 300 244" stroke="${p.accent}" stroke-width="12" fill="none" stroke-linecap="round"/>
<path d="M160 186 l30 14 M170 176 l30 14 M150 196 l30 14" stroke="${p.light}" stroke-width="5"/>`,

  heel: (p: Palette) => `
<path d="M90 190 C90 170 110 160 130 170 C190 200 250 250 320 266 L320 284 H250 C210 284 170 250 130 230 L128 310 H112 L110 226 C100 220 90 210 90 190 Z" fill="${p.main}"/>
<path d="M250 284 H320 V296 H254 Z" fill="${p.dark}"/>
<circle cx="160" cy="196" r="10" fill="${p.accent}"/>`,

  leathershoe: (p: Palette) => `
<path d="M66 246 C66 214 96 198 130 200 C180 204 230 214 300 230 C336 238 344 268 330 280 H66 Z" fill="${p.dark}"/>
<path d="M60 280 H338 V296 H60 Z" fill="#2a1a10"/>
<path d="M150 204 C170 226 210 230 236 218" stroke="${p.main}" stroke-width="6" fill="none"/>
<ellipse cx="270" cy="236" rx="30" ry="8" fill="#fff" opacity=".25"/>`,

  ring: (p: Palette) => `
<path d="M120 150 C140 260 260 260 280 150" fill="none" stroke="#e0b341" stroke-width="5"/>
<circle cx="200" cy="230" r="64" fill="none" stroke="#e0b341" stroke-width="16"/>
<path d="M170 152 L184 132 H216 L230 152 L200 182 Z" fill="${p.accent}"/>
<path d="M170 152 H230 L200 182 Z" fill="${p.main}" opacity=".6"/>`,

  watch: (p: Palette) => `
<rect x="168" y="52" width="64" height="258" rx="12" fill="${p.main}"/>
<circle cx="200" cy="182" r="70" fill="${p.dark}"/><circle cx="200" cy="182" r="58" fill="${p.light}"/>
${[0, 30, 60, 90, 120, 150, 180, 210, 240, 270, 300, 330].map((a) => `<rect x="198" y="130" width="4" height="10" fill="${p.dark}" transform="rotate(${a} 200 182)"/>`).join('')}
<line x1="200" y1="182" x2="200" y2="144" stroke="${p.dark}" stroke-width="6" stroke-linecap="round"/>
<line x1="200" y1="182" x2="230" y2="196" stroke="${p.accent}" stroke-width="4" stroke-linecap="round"/>
<rect x="268" y="174" width="12" height="16" rx="3" fill="${p.dark}"/>`,

  backpack: (p: Palette) => `
<path d="M170 80 C170 50 230 50 230 80" fill="none" stroke="${p.dark}" stroke-width="10"/>
<rect x="116" y="76" width="168" height="232" rx="48" fill="${p.main}"/>
<rect x="140" y="186" width="120" height="96" rx="20" fill="${p.accent}"/>
<rect x="150" y="204" width="100" height="6" rx="3" fill="${p.dark}" opacity=".4"/>
<rect x="136" y="110" width="128" height="10" rx="5" fill="${p.dark}" opacity=".3"/>`,

  stroller: (p: Palette) => `
<path d="M100 120 A110 110 0 0 1 210 230 H100 Z" fill="${p.main}"/>
<path d="M100 230 H260 L290 120" fill="none" stroke="${p.dark}" stroke-width="10" stroke-linecap="round"/>
<rect x="100" y="200" width="150" height="40" rx="14" fill="${p.accent}"/>
<path d="M140 240 L120 290 M230 240 L250 290" stroke="${p.dark}" stroke-width="8"/>
<circle cx="120" cy="292" r="18" fill="${p.dark}"/><circle cx="252" cy="292" r="18" fill="${p.dark}"/>
<circle cx="120" cy="292" r="7" fill="${p.light}"/><circle cx="252" cy="292" r="7" fill="${p.light}"/>`,

  carseat: (p: Palette) => `
<path d="M110 200 C110 100 290 100 290 200" fill="none" stroke="${p.dark}" stroke-width="14" stroke-linecap="round"/>
<path d="M96 190 C120 180 140 230 200 236 C260 240 290 210 312 200 C320 260 290 300 210 300 C130 300 90 260 96 190 Z" fill="${p.main}"/>
<path d="M120 200 C150 200 160 226 200 228 C240 230 260 214 288 206 C280 250 250 270 206 270 C160 270 128 250 120 200 Z" fill="${p.light}"/>
<path d="M176 210 L196 262 M232 206 L212 262" stroke="${p.accent}" stroke-width="8" stroke-linecap="round"/>
<rect x="120" y="296" width="170" height="14" rx="7" fill="${p.dark}"/>`,

  crib: (p: Palette) => `
<line x1="290" y1="40" x2="290" y2="90" stroke="${p.dark}" stroke-width="3"/>
<circle cx="270" cy="96" r="10" fill="${p.accent}"/><circle cx="300" cy="100" r="10" fill="${p.main}"/>
<rect x="70" y="140" width="260" height="16" rx="6" fill="${WOOD}"/>
<rect x="70" y="254" width="260" height="16" rx="6" fill="${WOOD}"/>
${Array.from({ length: 11 }, (_, i) => `<rect x="${80 + i * 23}" y="156" width="8" height="98" fill="${WOOD}"/>`).join('')}
<rect x="66" y="130" width="16" height="180" rx="6" fill="${WOOD_DARK}"/><rect x="318" y="130" width="16" height="180" rx="6" fill="${WOOD_DARK}"/>
<rect x="86" y="234" width="228" height="20" rx="6" fill="${p.light}"/>`,
} satisfies Record<string, (p: Palette) => string>
