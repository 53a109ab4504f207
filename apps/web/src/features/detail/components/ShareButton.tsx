/**
 * Sharing a listing (docs/product/screens.md goods detail): the system share sheet where the
 * browser has one (navigator.share: phones, some desktops); otherwise a small menu with WhatsApp
 * (wa.me with the text) and "copy link". The link is the listing's own address, whose HTML the
 * server fills with the sharing preview (modules/seo), so WhatsApp and others show its photo,
 * title and price. The menu is a menu button: Enter or Space opens it on its first item, the
 * arrow keys move, Escape closes it back to the button.
 */
import type { GoodsDetail } from '@kaifong/contract'
import { type KeyboardEvent, useCallback, useEffect, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { paths } from '../../../config/paths.ts'
import { copyText } from '../../../lib/clipboard.ts'
import { formatHKD } from '../../../lib/format.ts'
import { toast } from '../../../lib/ui.ts'
import { useDismiss } from '../../../lib/use-dismiss.ts'
import './share.css'

/** The listing's address as others open it, on this site's origin. */
export function shareUrlOf(goodsId: string): string {
  return new URL(paths.goodsDetail(goodsId), window.location.origin).href
}

/** What goes before the link: the title and the price ("free" for 0). */
function shareTextOf(goods: GoodsDetail, free: string): string {
  const price = /^0+(\.0+)?$/.test(goods.price) ? free : formatHKD(goods.price)
  return `${goods.goodsName} – ${price}`
}

export const whatsAppHref = (text: string, url: string) =>
  `https://wa.me/?text=${encodeURIComponent(`${text}\n${url}`)}`

/** A menu's keys: the arrows, Home and End move between its items, Escape closes it back to its button, Tab leaves it. */
function menuKeys(items: () => HTMLElement[], closeToButton: () => void, close: () => void) {
  return (e: KeyboardEvent) => {
    const list = items()
    const at = list.indexOf(document.activeElement as HTMLElement)
    const move = (i: number) => {
      e.preventDefault()
      list[(i + list.length) % list.length]?.focus()
    }
    if (e.key === 'ArrowDown') move(at + 1)
    else if (e.key === 'ArrowUp') move(at - 1)
    else if (e.key === 'Home') move(0)
    else if (e.key === 'End') move(list.length - 1)
    else if (e.key === 'Escape') {
      e.preventDefault()
      closeToButton()
    } else if (e.key === 'Tab') close()
  }
}

/** A menu button's state: open or not, closed by a click outside, focus on its first item when it opens. */
function useMenuButton() {
  const [open, setOpen] = useState(false)
  const ref = useRef<HTMLDivElement>(null)
  const button = useRef<HTMLButtonElement>(null)
  const close = useCallback(() => setOpen(false), [])
  useDismiss(ref, open, close)
  const items = useCallback(
    () => [...(ref.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])],
    [],
  )
  // Focus goes to the first item when the menu opens (a menu button's pattern).
  useEffect(() => {
    if (open) items()[0]?.focus()
  }, [open, items])
  const closeToButton = () => {
    setOpen(false)
    button.current?.focus()
  }
  return {
    open,
    setOpen,
    ref,
    button,
    close,
    closeToButton,
    onMenuKey: menuKeys(items, closeToButton, close),
  }
}

export function ShareButton({ goods }: { goods: GoodsDetail }) {
  const { t } = useTranslation()
  const { open, setOpen, ref, button, close, closeToButton, onMenuKey } = useMenuButton()
  const url = shareUrlOf(goods.id)
  const text = shareTextOf(goods, t('goods.free'))

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title: goods.goodsName, text, url })
      } catch (err) {
        // Closing the sheet is no error; anything else falls back to the menu.
        if (!(err instanceof DOMException && err.name === 'AbortError')) setOpen(true)
      }
      return
    }
    setOpen((o) => !o)
  }

  const copy = async () => {
    closeToButton()
    if (await copyText(url)) toast(t('detail.share.copied'), 'success')
    else toast(t('detail.share.copyFailed', { url }), 'error')
  }

  return (
    <div className="share" ref={ref}>
      <button
        ref={button}
        type="button"
        className="btn btn-ghost btn-small share-button"
        aria-haspopup="menu"
        aria-expanded={open}
        data-testid="share-button"
        onClick={() => void share()}
        onKeyDown={(e) => {
          if (e.key === 'ArrowDown' && !open) {
            e.preventDefault()
            setOpen(true)
          }
        }}
      >
        <ShareIcon />
        {t('detail.share.button')}
      </button>
      {open && (
        <div
          className="menu share-menu"
          role="menu"
          aria-label={t('detail.share.title')}
          onKeyDown={onMenuKey}
        >
          <a
            role="menuitem"
            href={whatsAppHref(text, url)}
            target="_blank"
            rel="noopener noreferrer"
            data-testid="share-whatsapp"
            onClick={close}
          >
            {t('detail.share.whatsapp')}
          </a>
          <button type="button" role="menuitem" data-testid="share-copy" onClick={() => void copy()}>
            {t('detail.share.copy')}
          </button>
        </div>
      )}
    </div>
  )
}

function ShareIcon() {
  return (
    <svg viewBox="0 0 24 24" width="18" height="18" aria-hidden focusable="false">
      <g fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
        <circle cx="18" cy="5" r="2.5" />
        <circle cx="6" cy="12" r="2.5" />
        <circle cx="18" cy="19" r="2.5" />
        <path d="m8.2 10.8 7.6-4.4M8.2 13.2l7.6 4.4" />
      </g>
    </svg>
  )
}
