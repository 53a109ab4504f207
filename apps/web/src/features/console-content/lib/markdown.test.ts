import { describe, expect, it } from 'vitest'
import { applyMarkdown, renderMarkdown, safeImageUrl, safeUrl } from './markdown.ts'

/** The rendered HTML parsed by the browser, as the preview puts it into the page. */
function parsed(source: string): HTMLElement {
  const div = document.createElement('div')
  div.innerHTML = renderMarkdown(source)
  return div
}

const ATTACKS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '<a href="javascript:alert(1)">x</a>',
  '<iframe src="https://evil.example"></iframe>',
  '<svg onload=alert(1)>',
  'text <b onclick="alert(1)">bold</b> inline',
  '<div>\n\n**inside**\n\n</div>',
  '[x](javascript:alert(1))',
  '[x](JaVaScRiPt:alert(1))',
  '[x](java\tscript:alert(1))',
  '[x](javascript&#58;alert(1))',
  '[x](&#106;avascript:alert(1))',
  '[x](&#x6A;avascript:alert(1))',
  '[x](vbscript:msgbox(1))',
  '[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)',
  '[x](<javascript:alert(1)>)',
  '![x](javascript:alert(1))',
  '![x](data:image/svg+xml,<svg onload=alert(1)>)',
  '[x]: javascript:alert(1)\n\n[link][x]',
  '<javascript:alert(1)>',
  '[x](https://ok.example "a\\" onmouseover=\\"alert(1)")',
  '![a" onerror="alert(1)](/img.png)',
]

describe('renderMarkdown', () => {
  it('renders the usual Markdown', () => {
    const html = renderMarkdown(
      '## Title\n\n**bold** _it_\n\n- one\n- two\n\n[home](/about) [mail](mailto:a@b.hk)',
    )
    expect(html).toContain('<h2>Title</h2>')
    expect(html).toContain('<strong>bold</strong>')
    expect(html).toContain('<em>it</em>')
    expect(html).toContain('<li>one</li>')
    expect(html).toContain('<a href="/about">home</a>')
    expect(html).toContain('<a href="mailto:a@b.hk">mail</a>')
  })

  it('opens http(s) links in a new tab without giving the page away', () => {
    const a = parsed('[kf](https://kaifong.example/x?a=1&b=2)').querySelector('a')
    expect(a?.getAttribute('href')).toBe('https://kaifong.example/x?a=1&b=2')
    expect(a?.getAttribute('rel')).toBe('noopener noreferrer nofollow')
    expect(a?.getAttribute('target')).toBe('_blank')
  })

  it.each(ATTACKS)('runs nothing from %j', (source) => {
    const root = parsed(source)
    expect(root.querySelector('script, iframe, svg, object, embed, style, div, b')).toBeNull()
    for (const el of root.querySelectorAll('*')) {
      for (const attr of el.attributes) {
        expect(attr.name.startsWith('on'), `${el.tagName} ${attr.name}`).toBe(false)
        if (attr.name === 'href' || attr.name === 'src')
          expect(attr.value.replace(/\s/g, '')).not.toMatch(/^(javascript|vbscript|data):/i)
      }
    }
  })

  it('shows raw HTML as the text it is', () => {
    expect(parsed('<script>alert(1)</script>').textContent).toContain('<script>alert(1)</script>')
    expect(renderMarkdown('a <b>b</b>')).toContain('&lt;b&gt;')
  })

  it('keeps the words of a refused link', () => {
    const root = parsed('[click me](javascript:alert(1))')
    expect(root.querySelector('a')).toBeNull()
    expect(root.textContent).toContain('click me')
  })
})

describe('safeUrl', () => {
  it.each([
    ['https://a.hk', 'https://a.hk'],
    ['http://a.hk', 'http://a.hk'],
    ['mailto:x@a.hk', 'mailto:x@a.hk'],
    ['/help/fees', '/help/fees'],
    ['terms', 'terms'],
    ['#top', '#top'],
    ['?q=1', '?q=1'],
  ])('keeps %s', (href, expected) => expect(safeUrl(href)).toBe(expected))

  it.each([
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'java\nscript:alert(1)',
    'javascript&colon;alert(1)',
    'data:text/html,x',
    'file:///etc/passwd',
    '//evil.example',
    '\\\\evil.example',
    '',
  ])('refuses %j', (href) => expect(safeUrl(href)).toBeNull())
})

describe("safeImageUrl (as the server: the site's uploads and https only)", () => {
  it.each([
    ['/media/a/b.webp', '/media/a/b.webp'],
    ['https://cdn.example/x.png', 'https://cdn.example/x.png'],
    ['http://cdn.example/x.png', null],
    ['/media/../secret', null],
    ['/other/x.png', null],
    ['//evil.example/x.png', null],
    ['data:image/png;base64,AAAA', null],
  ])('%s → %s', (href, expected) => expect(safeImageUrl(href)).toBe(expected))

  it('shows a refused picture as its words', () => {
    const root = parsed('![a cat](http://tracker.example/p.gif)')
    expect(root.querySelector('img')).toBeNull()
    expect(root.textContent).toContain('a cat')
    expect(parsed('![up](/media/up.webp)').querySelector('img')?.getAttribute('src')).toBe('/media/up.webp')
  })
})

describe('applyMarkdown', () => {
  it('wraps the selection, or a placeholder, and selects what it wrapped', () => {
    expect(applyMarkdown('bold', 'a word b', 2, 6, 'text')).toEqual({
      text: 'a **word** b',
      selectionStart: 4,
      selectionEnd: 8,
    })
    expect(applyMarkdown('italic', 'ab', 1, 1, 'text').text).toBe('a_text_b')
    expect(applyMarkdown('link', 'see', 0, 3, 'text').text).toBe('[see](https://)')
  })

  it('prefixes every selected line for headings and lists, once', () => {
    expect(applyMarkdown('list', 'one\ntwo\nthree', 1, 6, '').text).toBe('- one\n- two\nthree')
    expect(applyMarkdown('heading', 'x\n## y', 2, 4, '').text).toBe('x\n## y')
  })
})
