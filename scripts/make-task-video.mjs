// Makes the clip the "watch a video" task plays on /task (docs/product/states-and-notices.md,
// "Video task"): a silent, branded animation — the marketplace's name, three tips for trading
// safely, a thank-you — as long as the task's default seconds, drawn with ffmpeg's lavfi sources
// and drawtext. Writes, into apps/web/public/video/:
//   task-video.webm         VP9, what browsers that play WebM use,
//   task-video.mp4          H.264, for the others (Safari on older iPhones),
//   task-video-poster.webp  a frame of the title card, shown before the clip plays.
// The outputs are committed: the product runs without ffmpeg, and this script is only run again
// to change the clip (new texts, a new length). Needs ffmpeg and fonts-noto-cjk (Debian:
// `apt-get install -y ffmpeg fonts-noto-cjk`). The words come from the web app's catalogues
// (tasks.clip.* and common.appName in apps/web/src/locales/zh-Hant.json and en.json), so the clip
// says what the page's description of it says.
//
//   node scripts/make-task-video.mjs [--seconds N]
//
// N defaults to the server's default `videoSeconds` (apps/server/src/modules/tasks/rewards.ts).
// If the setting is later made longer than the clip, the page loops it until the countdown ends.
import { execFileSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'

const root = path.resolve(fileURLToPath(import.meta.url), '../..')
const outDir = path.join(root, 'apps/web/public/video')
const FONT_FILE = '/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc'
// Through fontconfig, so the Hong Kong forms of the Traditional characters are drawn (a `fontfile`
// would give the file's first face, the Japanese one). drawtext takes a family, not a style, so
// headings are made heavier with an outline in their own colour.
const FONT = 'Noto Sans CJK HK'
const WIDTH = 640
const HEIGHT = 360
const FPS = 24
// Above this the page's load is felt on a phone connection: the script fails rather than commit it.
const MAX_BYTES = 300 * 1024

function defaultSeconds() {
  const source = readFileSync(path.join(root, 'apps/server/src/modules/tasks/rewards.ts'), 'utf8')
  const match = /videoSeconds:\s*(\d+)/.exec(source)
  if (!match) throw new Error('videoSeconds not found in apps/server/src/modules/tasks/rewards.ts')
  return Number(match[1])
}

function secondsArg() {
  const i = process.argv.indexOf('--seconds')
  if (i === -1) return defaultSeconds()
  const n = Number(process.argv[i + 1])
  if (!Number.isInteger(n) || n < 6 || n > 120)
    throw new Error('--seconds takes a whole number from 6 to 120')
  return n
}

function catalogue(lang) {
  return JSON.parse(readFileSync(path.join(root, `apps/web/src/locales/${lang}.json`), 'utf8'))
}

function check() {
  try {
    execFileSync('ffmpeg', ['-hide_banner', '-version'], { stdio: 'ignore' })
  } catch {
    throw new Error('ffmpeg is not installed (Debian: apt-get install -y ffmpeg)')
  }
  if (!existsSync(FONT_FILE))
    throw new Error(`${FONT_FILE} is missing (Debian: apt-get install -y fonts-noto-cjk)`)
}

/** Fades in over `fade` seconds from `from`, out over the last `fade` before `to`. */
const fadeInOut = (from, to, fade = 0.4) =>
  `if(lt(t,${from}),0,if(lt(t,${from + fade}),(t-${from})/${fade},if(lt(t,${to - fade}),1,if(lt(t,${to}),(${to}-t)/${fade},0))))`

/** Slides up by 16 px while fading in. */
const riseY = (y, from) => `${y}+16*max(0,1-(t-${from})/0.4)*gte(t,${from})`

function drawtext(textFile, { size, y, from, to, bold = false, color = 'white' }) {
  return [
    `drawtext=font='${FONT}'`,
    `textfile='${textFile}'`,
    `fontsize=${size}`,
    `fontcolor=${color}`,
    ...(bold ? [`borderw=1:bordercolor=${color}`] : []),
    'shadowcolor=black@0.35:shadowx=0:shadowy=2',
    'x=(w-text_w)/2',
    `y='${riseY(y, from)}'`,
    `alpha='${fadeInOut(from, to)}'`,
  ].join(':')
}

function build() {
  check()
  const seconds = secondsArg()
  const hant = catalogue('zh-Hant')
  const en = catalogue('en')
  const tips = ['meet', 'check', 'codes']

  const work = mkdtempSync(path.join(tmpdir(), 'kf-task-video-'))
  process.on('exit', () => rmSync(work, { recursive: true, force: true }))
  let n = 0
  // Texts go through files: drawtext then needs no escaping of quotes, colons or commas.
  const file = (text) => {
    const p = path.join(work, `t${n++}.txt`)
    writeFileSync(p, text)
    return p
  }

  // Title for 3 s, a thank-you for the last 3 s, the tips share the rest evenly.
  const titleEnd = 3
  const thanksFrom = seconds - 3
  const tipLength = (thanksFrom - titleEnd) / tips.length
  const texts = [
    drawtext(file(hant.common.appName), { size: 72, y: 110, from: 0.2, to: titleEnd, bold: true }),
    drawtext(file(en.common.appName), { size: 32, y: 205, from: 0.5, to: titleEnd }),
    ...tips.flatMap((key, i) => {
      const from = titleEnd + i * tipLength
      const to = from + tipLength
      return [
        drawtext(file(`${i + 1} / ${tips.length}`), {
          size: 24,
          y: 88,
          from,
          to,
          color: '#ffd45c',
          bold: true,
        }),
        drawtext(file(hant.tasks.clip.tips[key]), { size: 44, y: 140, from, to, bold: true }),
        drawtext(file(en.tasks.clip.tips[key]), { size: 26, y: 210, from: from + 0.15, to }),
      ]
    }),
    drawtext(file(hant.tasks.clip.thanks), {
      size: 52,
      y: 115,
      from: thanksFrom,
      to: seconds + 1,
      bold: true,
    }),
    drawtext(file(en.tasks.clip.thanks), { size: 28, y: 195, from: thanksFrom + 0.15, to: seconds + 1 }),
    drawtext(file(`${hant.common.appName} · ${en.common.appName}`), {
      size: 18,
      y: 250,
      from: thanksFrom + 0.3,
      to: seconds + 1,
    }),
  ]

  // The coin: a gold disc with a darker rim, bobbing in the corner.
  const coin =
    "color=c=0xffd45c:s=56x56:r=24,format=rgba,geq=r='if(lt(hypot(X-27.5,Y-27.5),22),255,204)':g='if(lt(hypot(X-27.5,Y-27.5),22),212,150)':b='if(lt(hypot(X-27.5,Y-27.5),22),92,20)':a='if(lt(hypot(X-27.5,Y-27.5),27.5),255,0)'"
  const graph = [
    `gradients=s=${WIDTH}x${HEIGHT}:r=${FPS}:d=${seconds}:n=3:c0=0xcc3128:c1=0xff8a5c:c2=0x1b9aaa:x0=0:y0=0:x1=${WIDTH}:y1=${HEIGHT}:speed=0.015:seed=7[bg]`,
    `${coin}[coin]`,
    `color=c=white@0.9:s=${WIDTH}x6:r=${FPS},format=rgba[bar]`,
    // A darker band behind the words keeps them readable over the light part of the gradient.
    `[bg]drawbox=x=0:y=70:w=iw:h=200:color=black@0.18:t=fill,${texts.join(',')}[a]`,
    `[a][coin]overlay=x=W-w-28:y='H-h-30-abs(sin(t*2.6))*18':eval=frame:shortest=1[b]`,
    // A bar along the bottom fills as the clip plays.
    `[b][bar]overlay=x='-w+w*t/${seconds}':y=H-h:eval=frame:shortest=1,format=yuv420p[v]`,
  ].join(';')

  mkdirSync(outDir, { recursive: true })
  const webm = path.join(outDir, 'task-video.webm')
  const mp4 = path.join(outDir, 'task-video.mp4')
  const poster = path.join(outDir, 'task-video-poster.webp')
  const source = ['-hide_banner', '-loglevel', 'error', '-y']
  // bitexact: no date or encoder version in the files, so the same inputs make the same bytes.
  const common = [
    ...['-filter_complex', graph, '-map', '[v]', '-t', String(seconds), '-an', '-r', String(FPS)],
    ...['-fflags', '+bitexact', '-flags:v', '+bitexact', '-map_metadata', '-1'],
  ]
  // VP9 in two passes at a constant quality: flat colours and text need few bits.
  const vp9 = ['-c:v', 'libvpx-vp9', '-b:v', '0', '-crf', '40', '-row-mt', '1', '-g', String(FPS * 5)]
  const passlog = path.join(work, 'vp9')
  execFileSync('ffmpeg', [
    ...source,
    ...common,
    ...vp9,
    '-pass',
    '1',
    '-passlogfile',
    passlog,
    '-f',
    'null',
    '-',
  ])
  execFileSync('ffmpeg', [...source, ...common, ...vp9, '-pass', '2', '-passlogfile', passlog, webm])
  execFileSync('ffmpeg', [
    ...source,
    ...common,
    ...['-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', '30'],
    ...['-profile:v', 'main', '-pix_fmt', 'yuv420p', '-movflags', '+faststart'],
    mp4,
  ])
  // The poster: the title card once its words are in.
  execFileSync('ffmpeg', [
    '-hide_banner',
    '-loglevel',
    'error',
    '-y',
    '-ss',
    '1.5',
    '-i',
    webm,
    '-frames:v',
    '1',
    '-c:v',
    'libwebp',
    '-quality',
    '80',
    poster,
  ])

  for (const out of [webm, mp4, poster]) {
    const bytes = statSync(out).size
    console.log(`${path.relative(root, out)}: ${(bytes / 1024).toFixed(1)} KB`)
    if (bytes > MAX_BYTES) throw new Error(`${path.basename(out)} is over ${MAX_BYTES / 1024} KB`)
  }
  console.log(`${seconds} s, ${WIDTH}×${HEIGHT}, ${FPS} fps, silent`)
}

build()
