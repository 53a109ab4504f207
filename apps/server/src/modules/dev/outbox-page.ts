/** The /dev/outbox page for people: sent mail and SMS, newest first (development only). */
import type { OutboxMessage } from '@kaifong/contract'

const escapeHtml = (s: string) =>
  s.replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] ?? c,
  )

function row(m: OutboxMessage): string {
  const when = new Date(m.createTime).toLocaleString('en-GB', { timeZone: 'Asia/Hong_Kong' })
  return `<li class="msg"><div class="head"><span class="tag ${m.channel}">${m.channel}</span>
<strong>${escapeHtml(m.to)}</strong><time>${escapeHtml(when)} HKT</time></div>
${m.subject ? `<div class="subject">${escapeHtml(m.subject)}</div>` : ''}
<p>${escapeHtml(m.text)}</p>${m.code ? `<div class="code">${escapeHtml(m.code)}</div>` : ''}</li>`
}

export function renderOutboxPage(messages: OutboxMessage[], to: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width,initial-scale=1"><title>Dev outbox · Kaifong Market</title>
<style>
body{font-family:system-ui,"PingFang HK","Noto Sans HK",sans-serif;margin:0;background:#f6f7f9;color:#1f2328}
main{max-width:760px;margin:0 auto;padding:24px 16px}
h1{font-size:22px;margin:0 0 4px}.note{color:#57606a;margin:0 0 16px;font-size:14px}
form{display:flex;gap:8px;margin-bottom:16px}input{flex:1;padding:10px;border:1px solid #d0d7de;border-radius:8px;font-size:15px}
button{padding:10px 16px;border:0;border-radius:8px;background:#e8483f;color:#fff;font-size:15px;cursor:pointer}
ul{list-style:none;padding:0;margin:0;display:grid;gap:12px}
.msg{background:#fff;border-radius:12px;padding:14px 16px;box-shadow:0 1px 2px rgba(0,0,0,.06)}
.head{display:flex;flex-wrap:wrap;gap:8px;align-items:center;font-size:14px}.head time{color:#57606a;margin-left:auto}
.tag{font-size:12px;padding:2px 8px;border-radius:999px;background:#ddf4ff;color:#0969da}.tag.sms{background:#fff1e5;color:#bc4c00}
.subject{font-weight:600;margin-top:8px}p{margin:6px 0;white-space:pre-wrap;overflow-wrap:anywhere}
.code{font:700 24px/1.2 ui-monospace,monospace;letter-spacing:4px}.empty{color:#57606a}
</style></head><body><main>
<h1>Dev outbox</h1>
<p class="note">Mail and SMS the server wrote instead of sending. This page exists only in development.</p>
<form method="get"><input name="to" value="${escapeHtml(to)}" placeholder="Filter by email or phone (+852…)" aria-label="Recipient">
<button type="submit">Filter</button></form>
${messages.length ? `<ul>${messages.map(row).join('')}</ul>` : '<p class="empty">Nothing sent yet.</p>'}
</main></body></html>`
}
