/**
 * The renderer of the content's markdown subset (content/schema.ts,
 * `articleSchema.content`): '## ' and '### ' headings with an optional explicit
 * id (`## Title {#id}`), paragraphs, '- ' and '1. ' lists, '> ' quotes,
 * '**bold**', '*italic*' and '[text](url)' links.
 *
 * Safe by construction: the source is parsed into a small tree rendered as
 * React elements, so every character of text is escaped by React; nothing is
 * ever injected as HTML, and a link whose address is neither an internal path,
 * an in-page anchor, an https URL nor a mailto address is shown as plain text.
 */
import { Fragment, type ReactNode } from 'react'
import { Link } from '~/components/link.tsx'
import { cn } from './utils.ts'
import { usePaths } from '~/lib/use-paths.ts'

export type Inline =
  | { type: 'text'; text: string }
  | { type: 'strong'; children: Inline[] }
  | { type: 'em'; children: Inline[] }
  | { type: 'link'; href: string; children: Inline[] }

export type Block =
  | { type: 'heading'; level: 2 | 3 | 4; explicitId?: string; children: Inline[] }
  | { type: 'paragraph'; children: Inline[] }
  | { type: 'list'; ordered: boolean; start: number; items: Inline[][] }
  | { type: 'quote'; blocks: Block[] }

/* ---------- Inline parsing ---------- */

const escapable = /[\\*[\]()#>_`-]/

/** Index of the `**` that closes a strong span opened before `from`, or -1. */
function findStrongEnd(source: string, from: number): number {
  for (let index = from; index < source.length - 1; index++) {
    if (source[index] === '\\') {
      index++
      continue
    }
    if (source.startsWith('**', index) && index > from && !/\s/.test(source[index - 1] ?? '')) return index
  }
  return -1
}

/** Index of the single `*` that closes an emphasis opened before `from`, skipping nested `**…**`, or -1. */
function findEmphasisEnd(source: string, from: number): number {
  for (let index = from; index < source.length; index++) {
    if (source[index] === '\\') {
      index++
      continue
    }
    if (source.startsWith('**', index)) {
      const end = findStrongEnd(source, index + 2)
      if (end === -1) return -1
      index = end + 1
      continue
    }
    if (source[index] === '*' && index > from && !/\s/.test(source[index - 1] ?? '')) return index
  }
  return -1
}

/** For `[text](url)` starting at `open`: the end of the text and of the address, or undefined. */
function findLink(source: string, open: number): { textEnd: number; urlEnd: number } | undefined {
  let depth = 0
  let textEnd = -1
  for (let index = open; index < source.length; index++) {
    const char = source[index]
    if (char === '\\') {
      index++
      continue
    }
    if (char === '[') depth++
    if (char === ']' && --depth === 0) {
      textEnd = index
      break
    }
  }
  if (textEnd === -1 || source[textEnd + 1] !== '(') return undefined
  let parens = 0
  for (let index = textEnd + 1; index < source.length; index++) {
    const char = source[index]
    if (char === '(') parens++
    if (char === ')' && --parens === 0) return { textEnd, urlEnd: index }
    if (char === ' ' || char === '\n') return undefined
  }
  return undefined
}

export function parseInline(source: string): Inline[] {
  const nodes: Inline[] = []
  let text = ''
  const flush = () => {
    if (text) nodes.push({ type: 'text', text })
    text = ''
  }
  let index = 0
  while (index < source.length) {
    const char = source[index] ?? ''
    const next = source[index + 1] ?? ''
    if (char === '\\' && escapable.test(next)) {
      text += next
      index += 2
      continue
    }
    if (char === '*' && next === '*' && source[index + 2] && !/\s/.test(source[index + 2] ?? '')) {
      const end = findStrongEnd(source, index + 2)
      if (end !== -1) {
        flush()
        nodes.push({ type: 'strong', children: parseInline(source.slice(index + 2, end)) })
        index = end + 2
        continue
      }
    } else if (char === '*' && next && !/[\s*]/.test(next)) {
      const end = findEmphasisEnd(source, index + 1)
      if (end !== -1) {
        flush()
        nodes.push({ type: 'em', children: parseInline(source.slice(index + 1, end)) })
        index = end + 1
        continue
      }
    } else if (char === '[') {
      const link = findLink(source, index)
      if (link) {
        flush()
        nodes.push({
          type: 'link',
          href: source.slice(link.textEnd + 2, link.urlEnd).trim(),
          children: parseInline(source.slice(index + 1, link.textEnd)),
        })
        index = link.urlEnd + 1
        continue
      }
    }
    text += char
    index++
  }
  flush()
  return nodes
}

/* ---------- Block parsing ---------- */

const headingPattern = /^ {0,3}(#{1,6})\s+(.*?)\s*#*\s*$/
const explicitIdPattern = /\s*\{#([A-Za-z][\w-]*)\}$/
const quotePattern = /^ {0,3}>\s?/
const bulletPattern = /^ {0,3}-\s+/
const orderedPattern = /^ {0,3}(\d{1,9})[.)]\s+/

function startsBlock(line: string, interruptingParagraph: boolean): boolean {
  if (headingPattern.test(line) || quotePattern.test(line) || bulletPattern.test(line)) return true
  const ordered = orderedPattern.exec(line)
  // As in CommonMark, only a list starting at 1 may interrupt a paragraph (so "2024. Année…" stays text).
  return ordered !== null && (!interruptingParagraph || ordered[1] === '1')
}

function parseLines(lines: readonly string[]): Block[] {
  const blocks: Block[] = []
  let index = 0
  while (index < lines.length) {
    const line = lines[index] ?? ''
    if (!line.trim()) {
      index++
      continue
    }

    const heading = headingPattern.exec(line)
    if (heading) {
      const hashes = heading[1]?.length ?? 2
      let title = heading[2] ?? ''
      const explicit = explicitIdPattern.exec(title)
      if (explicit) title = title.slice(0, explicit.index)
      // The page title is the only h1: '#' and '##' are sections, '###' subsections.
      const level = hashes <= 2 ? 2 : hashes === 3 ? 3 : 4
      blocks.push({ type: 'heading', level, children: parseInline(title), ...(explicit ? { explicitId: explicit[1] } : {}) })
      index++
      continue
    }

    if (quotePattern.test(line)) {
      const quoted: string[] = []
      while (index < lines.length && quotePattern.test(lines[index] ?? '')) {
        quoted.push((lines[index] ?? '').replace(quotePattern, ''))
        index++
      }
      blocks.push({ type: 'quote', blocks: parseLines(quoted) })
      continue
    }

    const ordered = orderedPattern.exec(line)
    if (ordered || bulletPattern.test(line)) {
      const isOrdered = ordered !== null
      const marker = isOrdered ? orderedPattern : bulletPattern
      const items: string[] = []
      while (index < lines.length) {
        const current = lines[index] ?? ''
        if (marker.test(current)) {
          items.push(current.replace(marker, ''))
          index++
        } else if (current.trim() && !startsBlock(current, false) && items.length > 0) {
          // A continuation line of the current item.
          items[items.length - 1] += ` ${current.trim()}`
          index++
        } else if (!current.trim() && marker.test(lines[index + 1] ?? '')) {
          index++
        } else {
          break
        }
      }
      blocks.push({
        type: 'list',
        ordered: isOrdered,
        start: isOrdered ? Number(ordered[1]) : 1,
        items: items.map((item) => parseInline(item.trim())),
      })
      continue
    }

    const paragraph: string[] = []
    while (index < lines.length) {
      const current = lines[index] ?? ''
      if (!current.trim() || (paragraph.length > 0 && startsBlock(current, true))) break
      paragraph.push(current.trim())
      index++
    }
    blocks.push({ type: 'paragraph', children: parseInline(paragraph.join(' ')) })
  }
  return blocks
}

export function parseMarkdown(source: string): Block[] {
  return parseLines(source.replace(/\r\n?/g, '\n').split('\n'))
}

/* ---------- Text, ids and addresses ---------- */

export function inlineText(nodes: readonly Inline[]): string {
  return nodes.map((node) => (node.type === 'text' ? node.text : inlineText(node.children))).join('')
}

/** A readable anchor from a heading: lower case, no accents, words joined by '-'. */
export function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

export interface HeadingEntry {
  id: string
  level: 2 | 3 | 4
  text: string
  block: Extract<Block, { type: 'heading' }>
}

/**
 * Gives every heading a unique id: its explicit `{#id}`, else the one `idFor`
 * proposes (used by the privacy page to anchor its GDPR section), else a slug
 * of its text. A repeated id gets a numeric suffix.
 */
export function headingEntries(blocks: readonly Block[], idFor?: (text: string) => string | undefined): HeadingEntry[] {
  const used = new Set<string>()
  const entries: HeadingEntry[] = []
  const unique = (candidate: string) => {
    const base = candidate || 'section'
    let id = base
    for (let suffix = 2; used.has(id); suffix++) id = `${base}-${suffix}`
    used.add(id)
    return id
  }
  const visit = (list: readonly Block[]) => {
    for (const block of list) {
      if (block.type === 'heading') {
        const text = inlineText(block.children)
        entries.push({ id: unique(block.explicitId ?? idFor?.(text) ?? slugify(text)), level: block.level, text, block })
      } else if (block.type === 'quote') {
        visit(block.blocks)
      }
    }
  }
  visit(blocks)
  return entries
}

export type SafeHref = { kind: 'internal'; to: string } | { kind: 'external'; href: string }

/** Only internal paths, in-page anchors, https URLs and mailto addresses become links. */
export function safeHref(href: string): SafeHref | undefined {
  if (/^\/(?!\/)[^\s\\]*$/.test(href) || /^#[\w-]+$/.test(href)) return { kind: 'internal', to: href }
  if (/^https:\/\/[^\s/]+\.[^\s]+$/i.test(href) || /^mailto:[^\s@]+@[^\s@]+$/i.test(href)) return { kind: 'external', href }
  return undefined
}

/* ---------- Rendering ---------- */

const linkClass =
  'font-semibold text-brand underline decoration-brand/40 underline-offset-2 hover:text-brand-strong hover:decoration-brand-strong'

function InlineNodes({ nodes }: { nodes: readonly Inline[] }): ReactNode {
  const paths = usePaths()
  return nodes.map((node, index) => {
    switch (node.type) {
      case 'text':
        return <Fragment key={index}>{node.text}</Fragment>
      case 'strong':
        return (
          <strong key={index} className="font-semibold text-ink">
            <InlineNodes nodes={node.children} />
          </strong>
        )
      case 'em':
        return (
          <em key={index}>
            <InlineNodes nodes={node.children} />
          </em>
        )
      case 'link': {
        const target = safeHref(node.href)
        const children = <InlineNodes nodes={node.children} />
        if (!target) return <Fragment key={index}>{children}</Fragment>
        // A file of the site (a download such as /data/companies.csv) is no route: the browser fetches it.
        // A page is named in content by its French address and linked in the page's language.
        const file = target.kind === 'internal' && /\.[a-z]+$/.test(target.to)
        return target.kind === 'internal' ? (
          <Link key={index} to={file ? target.to : paths.page(target.to)} className={linkClass} reloadDocument={file}>
            {children}
          </Link>
        ) : (
          <a key={index} href={target.href} className={linkClass} rel="noopener noreferrer">
            {children}
          </a>
        )
      }
    }
  })
}

const headingClass = {
  2: 'mt-12 mb-4 text-2xl font-bold tracking-tight text-ink sm:text-[1.75rem] sm:leading-tight',
  3: 'mt-8 mb-3 text-xl font-semibold text-ink',
  4: 'mt-6 mb-2 text-lg font-semibold text-ink',
} as const

function Blocks({ blocks, ids }: { blocks: readonly Block[]; ids: ReadonlyMap<Block, string> }): ReactNode {
  return blocks.map((block, index) => {
    switch (block.type) {
      case 'heading': {
        const Heading = `h${block.level}` as const
        return (
          <Heading key={index} id={ids.get(block)} className={headingClass[block.level]}>
            <InlineNodes nodes={block.children} />
          </Heading>
        )
      }
      case 'paragraph':
        return (
          <p key={index} className="my-5 leading-relaxed">
            <InlineNodes nodes={block.children} />
          </p>
        )
      case 'list': {
        const items = block.items.map((item, itemIndex) => (
          <li key={itemIndex} className="ps-1 leading-relaxed">
            <InlineNodes nodes={item} />
          </li>
        ))
        return block.ordered ? (
          <ol key={index} start={block.start === 1 ? undefined : block.start} className="my-5 list-decimal space-y-2 ps-6 marker:font-semibold marker:text-brand">
            {items}
          </ol>
        ) : (
          <ul key={index} className="my-5 list-disc space-y-2 ps-6 marker:text-brand">
            {items}
          </ul>
        )
      }
      case 'quote':
        return (
          <blockquote key={index} className="my-6 rounded-e-lg border-s-4 border-brand bg-brand-soft px-5 py-1 text-ink [&>p]:my-3">
            <Blocks blocks={block.blocks} ids={ids} />
          </blockquote>
        )
    }
  })
}

export interface MarkdownProps {
  source: string
  className?: string
  /** Proposes an id for a heading without an explicit one (see `headingEntries`). */
  headingIdFor?: (text: string) => string | undefined
}

export function Markdown({ source, className, headingIdFor }: MarkdownProps) {
  const blocks = parseMarkdown(source)
  const ids = new Map<Block, string>(headingEntries(blocks, headingIdFor).map((entry) => [entry.block, entry.id]))
  return (
    <div className={cn('text-base text-ink sm:text-[1.0625rem]', className)}>
      <Blocks blocks={blocks} ids={ids} />
    </div>
  )
}
