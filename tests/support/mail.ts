/**
 * The e-mails the server wrote to $DATA_DIR/mail/ (no SMTP_URL in the end-to-end tests): one .eml file
 * per message, named `<time>-<kind>-<random>.eml`. These helpers parse them (MIME multipart,
 * quoted-printable or base64 bodies, encoded-word subjects) and wait for the one a test expects.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export interface Mail {
  file: string
  /** From the file name: signup, recovery, email_change_new, email_change_current, newsletter_confirmation… */
  kind: string
  to: string
  subject: string
  text: string
  html: string
  /** Every http(s) link of the text and HTML bodies, decoded, in order. */
  links: string[]
}

export function mailDir(): string {
  const dataDir = process.env.E2E_DATA_DIR
  if (!dataDir) throw new Error('E2E_DATA_DIR is not set: run the tests through playwright.config.ts')
  return join(dataDir, 'mail')
}

function decodeQuotedPrintable(body: string): string {
  const bytes: number[] = []
  const soft = body.replace(/=\r?\n/g, '')
  for (let index = 0; index < soft.length; index++) {
    const char = soft[index] as string
    const hex = soft.slice(index + 1, index + 3)
    if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16))
      index += 2
    } else {
      bytes.push(...Buffer.from(char, 'utf8'))
    }
  }
  return Buffer.from(bytes).toString('utf8')
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8')
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body)
  return body
}

/** RFC 2047 encoded words (=?UTF-8?Q?…?= or =?UTF-8?B?…?=). */
function decodeHeader(value: string): string {
  return value
    .replace(/\?=\s+=\?/g, '?==?')
    .replace(/=\?([^?]+)\?([QqBb])\?([^?]*)\?=/g, (_whole, _charset: string, kind: string, text: string) =>
      kind.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
    )
}

interface Part {
  headers: Map<string, string>
  body: string
}

function parsePart(raw: string): Part {
  const split = raw.search(/\r?\n\r?\n/)
  const head = split === -1 ? raw : raw.slice(0, split)
  const body = split === -1 ? '' : raw.slice(split).replace(/^\r?\n\r?\n/, '')
  const headers = new Map<string, string>()
  for (const line of head.replace(/\r?\n[ \t]+/g, ' ').split(/\r?\n/)) {
    const colon = line.indexOf(':')
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim())
  }
  return { headers, body }
}

/** The text/plain and text/html bodies of a message, decoded, whatever its multipart nesting. */
function leafBodies(part: Part, out: { text: string; html: string }) {
  const type = part.headers.get('content-type') ?? 'text/plain'
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1]
  if (/^multipart\//i.test(type) && boundary) {
    for (const chunk of part.body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith('--')) break
      leafBodies(parsePart(chunk.replace(/^\r?\n/, '')), out)
    }
    return
  }
  const decoded = decodeBody(part.body, (part.headers.get('content-transfer-encoding') ?? '').toLowerCase())
  if (/^text\/html/i.test(type)) out.html += decoded
  else if (/^text\/plain/i.test(type)) out.text += decoded
}

export function parseMail(file: string): Mail {
  const part = parsePart(readFileSync(file, 'utf8'))
  const bodies = { text: '', html: '' }
  leafBodies(part, bodies)
  const name = file.split('/').pop() ?? ''
  const kind = /^\d{4}-\d\d-\d\dT[\d-]+Z-(.+)-[0-9a-f]{6}\.eml$/.exec(name)?.[1] ?? 'unknown'
  const htmlLinks = [...bodies.html.matchAll(/href="([^"]+)"/g)].map((match) => (match[1] as string).replace(/&amp;/g, '&'))
  const textLinks = [...bodies.text.matchAll(/https?:\/\/[^\s<>"]+/g)].map((match) => match[0])
  const to = decodeHeader(part.headers.get('to') ?? '')
  return {
    file,
    kind,
    to: (/<([^>]+)>/.exec(to)?.[1] ?? to).toLowerCase(),
    subject: decodeHeader(part.headers.get('subject') ?? ''),
    text: bodies.text,
    html: bodies.html,
    links: [...new Set([...textLinks, ...htmlLinks])],
  }
}

export function readMails(): Mail[] {
  const dir = mailDir()
  if (!existsSync(dir)) return []
  return readdirSync(dir)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => parseMail(join(dir, name)))
}

/** Waits for the latest e-mail to an address (of a kind), optionally one not seen before. */
export async function waitForMail(options: { to: string; kind?: string; except?: readonly Mail[]; timeoutMs?: number }): Promise<Mail> {
  const deadline = Date.now() + (options.timeoutMs ?? 10_000)
  const seen = new Set((options.except ?? []).map((mail) => mail.file))
  for (;;) {
    const found = readMails()
      .filter((mail) => mail.to === options.to.toLowerCase() && (!options.kind || mail.kind === options.kind) && !seen.has(mail.file))
      .pop()
    if (found) return found
    if (Date.now() > deadline) throw new Error(`No ${options.kind ?? ''} e-mail to ${options.to} in ${mailDir()}`)
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

export function mailsTo(address: string, kind?: string): Mail[] {
  return readMails().filter((mail) => mail.to === address.toLowerCase() && (!kind || mail.kind === kind))
}

/** The link of an e-mail that starts with a prefix (e.g. the site's /newsletter/confirm). */
export function linkStartingWith(mail: Mail, prefix: string): string {
  const link = mail.links.find((candidate) => candidate.startsWith(prefix))
  if (!link) throw new Error(`No link starting with ${prefix} in ${mail.file}: ${mail.links.join(', ')}`)
  return link
}
