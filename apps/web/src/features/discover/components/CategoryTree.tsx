/**
 * The drawer's two views of the category tree. Browsing: level 1 as vertical tabs, the chosen
 * one's level 2 and level 3 beside it. Searching: every match with its ancestors, fully open.
 */
import type { CategoryNode } from '@kaifong/contract'
import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link } from 'react-router'
import { categoryHref, foldName } from '../../categories/index.ts'
import './discover.css'

interface NavProps {
  onNavigate: () => void
}

/** The tab a key moves to among `last + 1` vertical tabs (wrapping), or null for any other key. */
function tabMove(key: string, index: number, last: number): number | null {
  if (key === 'ArrowDown') return index === last ? 0 : index + 1
  if (key === 'ArrowUp') return index === 0 ? last : index - 1
  if (key === 'Home') return 0
  if (key === 'End') return last
  return null
}

export function CategoryBrowser({ tree, onNavigate }: NavProps & { tree: CategoryNode[] }) {
  const { t } = useTranslation()
  const baseId = useId()
  const [activeId, setActiveId] = useState(tree[0]?.id ?? '')
  const tabs = useRef<(HTMLButtonElement | null)[]>([])
  const index = Math.max(
    0,
    tree.findIndex((n) => n.id === activeId),
  )
  const current = tree[index]

  // Vertical tabs: arrows, Home and End move between level-1 categories (WAI-ARIA tabs).
  const onKeyDown = (e: KeyboardEvent) => {
    const next = tabMove(e.key, index, tree.length - 1)
    if (next === null) return
    e.preventDefault()
    const node = tree[next]
    if (!node) return
    setActiveId(node.id)
    tabs.current[next]?.focus()
  }

  if (!current) return null
  const tabId = (id: string) => `${baseId}-tab-${id}`
  const panelId = `${baseId}-panel`
  return (
    <div className="catd-browse">
      <div
        className="catd-tabs"
        role="tablist"
        aria-orientation="vertical"
        aria-label={t('discover.drawer.level1')}
        onKeyDown={onKeyDown}
      >
        {tree.map((node, i) => (
          <button
            key={node.id}
            ref={(el) => {
              tabs.current[i] = el
            }}
            type="button"
            role="tab"
            id={tabId(node.id)}
            aria-selected={node.id === current.id}
            aria-controls={panelId}
            tabIndex={node.id === current.id ? 0 : -1}
            className="catd-tab"
            onClick={() => setActiveId(node.id)}
          >
            {node.image && <img src={node.image} alt="" width={28} height={28} loading="lazy" />}
            <span>{node.name}</span>
          </button>
        ))}
      </div>
      <BrowsePanel node={current} id={panelId} labelledBy={tabId(current.id)} onNavigate={onNavigate} />
    </div>
  )
}

interface PanelProps extends NavProps {
  node: CategoryNode
  id: string
  labelledBy: string
}

/** The chosen level-1 category: a link to all of it, then each level 2 with its level-3 chips. */
function BrowsePanel({ node: current, id, labelledBy, onNavigate }: PanelProps) {
  const { t } = useTranslation()
  return (
    <div className="catd-panel" role="tabpanel" id={id} aria-labelledby={labelledBy}>
      <Link to={categoryHref(current)} className="catd-all" onClick={onNavigate}>
        {t('discover.drawer.all', { name: current.name })} ›
      </Link>
      {current.children.map((l2) => (
        <section key={l2.id} className="catd-group">
          <h3>
            <Link to={categoryHref(l2)} onClick={onNavigate}>
              {l2.name}
            </Link>
          </h3>
          <ChipLinks nodes={l2.children} onNavigate={onNavigate} />
        </section>
      ))}
    </div>
  )
}

export function CategoryResults({
  nodes,
  term,
  onNavigate,
}: NavProps & { nodes: CategoryNode[]; term: string }) {
  return (
    <ul className="catd-results" data-testid="category-results">
      {nodes.map((l1) => (
        <li key={l1.id}>
          <Link to={categoryHref(l1)} className="catd-l1" onClick={onNavigate}>
            <Highlight text={l1.name} term={term} />
          </Link>
          {l1.children.length > 0 && (
            <ul>
              {l1.children.map((l2) => (
                <li key={l2.id}>
                  <Link to={categoryHref(l2)} className="catd-l2" onClick={onNavigate}>
                    <Highlight text={l2.name} term={term} />
                  </Link>
                  <ChipLinks nodes={l2.children} term={term} onNavigate={onNavigate} />
                </li>
              ))}
            </ul>
          )}
        </li>
      ))}
    </ul>
  )
}

function ChipLinks({ nodes, term = '', onNavigate }: NavProps & { nodes: CategoryNode[]; term?: string }) {
  if (nodes.length === 0) return null
  return (
    <ul className="disc-chips">
      {nodes.map((l3) => (
        <li key={l3.id}>
          <Link to={categoryHref(l3)} className="disc-chip" onClick={onNavigate}>
            <Highlight text={l3.name} term={term} />
          </Link>
        </li>
      ))}
    </ul>
  )
}

/** Marks the matched part of a name. */
function Highlight({ text, term }: { text: string; term: string }) {
  const folded = foldName(text)
  const q = foldName(term)
  const at = q ? folded.indexOf(q) : -1
  // Folding can change the length (ligatures); then marking would cut the wrong characters.
  if (at < 0 || folded.length !== text.length) return <>{text}</>
  return (
    <>
      {text.slice(0, at)}
      <mark>{text.slice(at, at + q.length)}</mark>
      {text.slice(at + q.length)}
    </>
  )
}
