/** Article Markdown rendered safe (docs/admin.md, "Articles"): XSS attempts come out as text. */
import { describe, expect, it } from 'vitest'
import { renderMarkdown } from './markdown.ts'

describe('renderMarkdown', () => {
  it('renders ordinary Markdown', () => {
    expect(renderMarkdown('## 關於\n\n**粗體** _斜體_\n- 一\n- 二')).toBe(
      '<h2>關於</h2>\n<p><strong>粗體</strong> <em>斜體</em></p>\n<ul>\n<li>一</li>\n<li>二</li>\n</ul>\n',
    )
    expect(renderMarkdown('[條款](/terms) [電郵](mailto:hi@kaifong.hk) [頂](#top)')).toBe(
      '<p><a href="/terms">條款</a> <a href="mailto:hi@kaifong.hk">電郵</a> <a href="#top">頂</a></p>\n',
    )
    expect(renderMarkdown('[外](https://example.com/?a=1&b=2)')).toBe(
      '<p><a href="https://example.com/?a=1&amp;b=2" rel="noopener noreferrer nofollow" target="_blank">外</a></p>\n',
    )
    expect(renderMarkdown('![圖](/media/goods/2026/11/a.webp)')).toBe(
      '<p><img src="/media/goods/2026/11/a.webp" alt="圖" loading="lazy"></p>\n',
    )
  })

  const attacks: [string, string][] = [
    ['<script>alert(1)</script>', 'script block'],
    ['text <script>alert(1)</script> text', 'inline script'],
    ['<img src=x onerror=alert(1)>', 'onerror attribute'],
    ['hi <img src=x onerror="alert(1)">', 'inline onerror'],
    ['<a href="javascript:alert(1)">x</a>', 'raw javascript link'],
    ['<svg/onload=alert(1)>', 'svg onload'],
    ['<iframe src="https://evil.example"></iframe>', 'iframe'],
    ['[x](javascript:alert(1))', 'javascript link'],
    ['[x](JaVaScRiPt:alert(1))', 'mixed-case scheme'],
    ['[x](javascript&#58;alert(1))', 'encoded colon'],
    ['[x](&#106;avascript:alert(1))', 'encoded letter'],
    ['[x](<javascript:alert(1)>)', 'angle-bracket link'],
    ['[x](vbscript:msgbox(1))', 'vbscript'],
    ['[x](data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==)', 'data link'],
    ['![x](data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+)', 'data image'],
    ['![x](javascript:alert(1))', 'javascript image'],
    ['![x](http://evil.example/a.png)', 'plain http image'],
    ['![x](//evil.example/a.png)', 'protocol-relative image'],
    ['[x](//evil.example)', 'protocol-relative link'],
    ['![x" onerror="alert(1)](/media/a.webp)', 'alt breaking out'],
    ['[x](/a "t\\" onmouseover=\\"alert(1)")', 'title breaking out'],
    ['[<img src=x onerror=alert(1)>](https://ok.example)', 'html inside a link'],
  ]

  const ALLOWED_TAGS = new Set(['p', 'a', 'img', 'strong', 'em', 'code', 'pre', 'h2', 'ul', 'li', 'br'])
  const ALLOWED_ATTRIBUTES = new Set(['href', 'src', 'alt', 'title', 'rel', 'target', 'loading'])

  /** Every tag in `html` as a browser would read it: its name and its attributes' names and values. */
  function tagsOf(html: string) {
    return [...html.matchAll(/<\/?([a-z0-9]+)([^>]*)>/gi)].map(([, name = '', rest = '']) => {
      const attributes = [...rest.matchAll(/([^\s=]+)(?:="([^"]*)")?/g)].map(([, attr = '', value = '']) => ({
        attr: attr.toLowerCase(),
        value,
      }))
      return { name: name.toLowerCase(), attributes }
    })
  }

  it.each(attacks)('keeps %j harmless (%s)', (source) => {
    const html = renderMarkdown(source)
    for (const tag of tagsOf(html)) {
      expect(ALLOWED_TAGS.has(tag.name), html).toBe(true)
      for (const { attr, value } of tag.attributes) {
        expect(ALLOWED_ATTRIBUTES.has(attr), html).toBe(true)
        if (attr === 'href') expect(value, html).toMatch(/^(https?:\/\/[^/]|mailto:|\/[^/]|#|\?)/i)
        if (attr === 'src') expect(value, html).toMatch(/^(https:\/\/[^/]|\/media\/)/i)
      }
    }
  })

  it('escapes raw HTML into visible text', () => {
    expect(renderMarkdown('<b>bold</b> & <i>x</i>')).toBe(
      '<p>&lt;b&gt;bold&lt;/b&gt; &amp; &lt;i&gt;x&lt;/i&gt;</p>\n',
    )
  })
})
