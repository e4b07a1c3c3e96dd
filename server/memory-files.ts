import { createHash } from 'node:crypto'
import { promisify } from 'node:util'
import { brotliCompress, brotliCompressSync, constants as zlibConstants, gzip, gzipSync } from 'node:zlib'

const brotliAsync = promisify(brotliCompress)
const gzipAsync = promisify(gzip)

export type Encoding = 'br' | 'gzip'

/** A response body held in memory, compressed lazily once per encoding. */
export interface MemoryFile {
  /** The whole body (joined from its parts when it has several). */
  readonly body: Buffer
  contentType: string
  etag: string
  compressible: boolean
  variants: Partial<Record<Encoding, Buffer>>
  /** Compressions under way, so concurrent first requests share one. */
  pending: Partial<Record<Encoding, Promise<Buffer>>>
  /** How the first request's compression is made (see `levels`). */
  firstEffort: Effort
  /** A better compression that replaces the first one in the background, or null. */
  recompress: Effort | null
}

/**
 * Compression efforts: brotli quality / gzip level.
 * - `quick` (brotli 4): the answer of a page rendered on demand, made while its
 *   visitor waits. On the directory, search and profile pages, 45% less time
 *   than brotli 5 for 7% more bytes (docs/performance.md).
 * - `fast` (brotli 5): a file's first compression, and what a page kept by the
 *   render caches is recompressed to once it has been answered.
 * - `best` (brotli 11): about 100 times brotli 5's time for about 9% fewer bytes
 *   than it, for files compressed once and served for the server's life.
 */
export type Effort = 'quick' | 'fast' | 'best'
const levels: Record<Effort, { br: number; gzip: number }> = {
  quick: { br: 4, gzip: 6 },
  fast: { br: 5, gzip: 6 },
  best: { br: 11, gzip: 9 },
}

const compressibleTypes = /^(?:text\/|application\/(?:javascript|json|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/

/** Whether answers of this type are worth compressing: text, JSON, JavaScript, XML feeds, SVG. */
export function isCompressibleType(contentType: string): boolean {
  return compressibleTypes.test(contentType)
}

/**
 * A file in memory. The body may be given in parts, so that a segment shared
 * by many files (the stylesheet inlined in every prerendered page) is held
 * once; the parts are joined only when the uncompressed body is needed.
 */
export function memoryFile(
  body: Buffer | string | Buffer[],
  contentType: string,
  variants: Partial<Record<Encoding, Buffer>> = {},
  options: { firstEffort?: Effort; recompress?: Effort | null } = {},
): MemoryFile {
  const parts = Array.isArray(body) ? body : [typeof body === 'string' ? Buffer.from(body, 'utf8') : body]
  const hash = createHash('sha1')
  let size = 0
  for (const part of parts) {
    hash.update(part)
    size += part.length
  }
  return {
    get body() {
      return parts.length === 1 ? parts[0]! : Buffer.concat(parts, size)
    },
    contentType,
    etag: `"${hash.digest('base64url')}"`,
    compressible: isCompressibleType(contentType) && size > 512,
    variants,
    pending: {},
    firstEffort: options.firstEffort ?? 'fast',
    recompress: options.recompress === undefined ? 'best' : options.recompress,
  }
}

/** The best encoding the client accepts: brotli, then gzip. */
export function negotiateEncoding(acceptEncoding: string | undefined | null): Encoding | null {
  if (!acceptEncoding) return null
  const known = negotiated.get(acceptEncoding)
  if (known !== undefined) return known
  const accepted = new Map<string, number>()
  for (const part of acceptEncoding.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';')
    if (!name) continue
    const quality = params.map((param) => param.trim()).find((param) => param.startsWith('q='))
    accepted.set(name, quality ? Number(quality.slice(2)) : 1)
  }
  const encoding = (accepted.get('br') ?? 0) > 0 ? 'br' : (accepted.get('gzip') ?? 0) > 0 ? 'gzip' : null
  if (negotiated.size >= 256) negotiated.clear()
  negotiated.set(acceptEncoding, encoding)
  return encoding
}
/** Browsers send a handful of distinct Accept-Encoding values: each is parsed once. */
const negotiated = new Map<string, Encoding | null>()

/**
 * The body in the negotiated encoding. Build-time variants are used as they
 * are; otherwise the first request compresses the body at the file's first
 * effort, off the event loop or, when `inline`, on it (see quickCompress), and
 * a better compression, when the file asks for one, replaces it in the
 * background.
 */
export async function encodedBody(
  file: MemoryFile,
  encoding: Encoding | null,
  options: { inline?: boolean } = {},
): Promise<{ body: Buffer; encoding: Encoding | null }> {
  if (!encoding || !file.compressible) return { body: file.body, encoding: null }
  const ready = file.variants[encoding]
  if (ready) return { body: ready, encoding }
  const pending = file.pending[encoding]
  if (pending) return { body: await pending, encoding }
  if (options.inline) {
    const first = compressSync(file.body, encoding, file.firstEffort)
    keepFirst(file, encoding, first)
    return { body: first, encoding }
  }
  const compressing = compress(file.body, encoding, file.firstEffort)
  file.pending[encoding] = compressing
  const first = await compressing
  delete file.pending[encoding]
  // Concurrent requests waiting on the same compression: the first of them to resume keeps it.
  if (!file.variants[encoding]) keepFirst(file, encoding, first)
  return { body: first, encoding }
}

/** Keeps a file's first compression, and starts the better one it asks for. */
function keepFirst(file: MemoryFile, encoding: Encoding, first: Buffer) {
  file.variants[encoding] = first
  const effort = file.recompress
  if (!effort) return
  // A failed recompression only leaves the first one in place: nothing waits on it in vain, nothing is unhandled.
  file.pending[encoding] = compress(file.body, encoding, effort)
    .then((better) => {
      if (better.length < first.length) file.variants[encoding] = better
    })
    .catch(() => {})
    .then(() => {
      delete file.pending[encoding]
      return file.variants[encoding]!
    })
}

/**
 * The quick compression (brotli 4) of a page rendered for one answer, on the
 * thread pool or, when `inline`, on this thread. A server with nothing else to
 * do answers sooner inline: the same 88 KB page took 3.0-3.5 ms inline and
 * 6.5-7.9 ms through the thread pool, measured in the server's process
 * (docs/performance.md); a busy one keeps its thread for the other requests.
 */
export function quickCompress(body: Buffer, encoding: Encoding, inline: boolean): Promise<Buffer> {
  return inline ? Promise.resolve(compressSync(body, encoding, 'quick')) : compress(body, encoding, 'quick')
}

function compressSync(body: Buffer, encoding: Encoding, effort: Effort): Buffer {
  return encoding === 'gzip' ? gzipSync(body, compressionOptions(body, encoding, effort)) : brotliCompressSync(body, compressionOptions(body, encoding, effort))
}

function compress(body: Buffer, encoding: Encoding, effort: Effort): Promise<Buffer> {
  return encoding === 'gzip' ? gzipAsync(body, compressionOptions(body, encoding, effort)) : brotliAsync(body, compressionOptions(body, encoding, effort))
}

function compressionOptions(body: Buffer, encoding: Encoding, effort: Effort) {
  if (encoding === 'gzip') return { level: levels[effort].gzip }
  return { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: levels[effort].br, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }
}

const contentTypes: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.html': 'text/html; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.csv': 'text/csv; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
}

export function contentTypeFor(path: string): string {
  const dot = path.lastIndexOf('.')
  return (dot >= 0 && contentTypes[path.slice(dot).toLowerCase()]) || 'application/octet-stream'
}
