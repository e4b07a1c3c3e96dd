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
  /** Whether a best-quality compression replaces the first, quick one in the background. */
  recompress: boolean
}

const compressibleType = /^(?:text\/|application\/(?:javascript|json|xml|rss\+xml|atom\+xml|manifest\+json)|image\/svg\+xml)/

/**
 * A file in memory. The body may be given in parts, so that a segment shared
 * by many files (the stylesheet inlined in every prerendered page) is held
 * once; the parts are joined only when the uncompressed body is needed.
 */
export function memoryFile(
  body: Buffer | string | Buffer[],
  contentType: string,
  variants: Partial<Record<Encoding, Buffer>> = {},
  options: { recompress?: boolean } = {},
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
    compressible: compressibleType.test(contentType) && size > 512,
    variants,
    pending: {},
    recompress: options.recompress ?? true,
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
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
    accepted.set(name, q ? Number(q.slice(2)) : 1)
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
 * are; otherwise the first request compresses quickly (brotli 5 / gzip 6) off
 * the event loop, or on it when `inline` (see quickCompress), and, for a file
 * that asks for it, a best-quality variant replaces it in the background
 * (brotli 11 costs about 100 times brotli 5's time for about 9% fewer bytes on
 * a page).
 */
export async function encodedBody(
  file: MemoryFile,
  encoding: Encoding | null,
  options: { inline?: boolean } = {},
): Promise<{ body: Buffer; encoding: Encoding | null }> {
  if (!encoding || !file.compressible) return { body: file.body, encoding: null }
  const ready = file.variants[encoding]
  if (ready) return { body: ready, encoding }
  let pending = file.pending[encoding]
  if (!pending) {
    if (options.inline && !file.recompress) {
      file.variants[encoding] = quickCompressSync(file.body, encoding)
      return { body: file.variants[encoding], encoding }
    }
    pending = quickCompress(file.body, encoding, false)
    file.pending[encoding] = pending
    void pending.then(async (fast) => {
      file.variants[encoding] = fast
      if (file.recompress) {
        const best = await compress(file.body, encoding, 'best')
        file.variants[encoding] = best.length < fast.length ? best : fast
      }
      delete file.pending[encoding]
    })
  }
  return { body: await pending, encoding }
}

/**
 * The quick compression (brotli 5 / gzip 6) of a body, on the thread pool or,
 * when `inline`, on this thread. A server with nothing else to do answers
 * sooner inline: the same 88 KB page took 3.0-3.5 ms inline and 6.5-7.9 ms
 * through the thread pool, measured in the server's process
 * (docs/performance.md); a busy one keeps its thread for the other requests.
 */
export function quickCompress(body: Buffer, encoding: Encoding, inline: boolean): Promise<Buffer> {
  return inline ? Promise.resolve(quickCompressSync(body, encoding)) : compress(body, encoding, 'fast')
}

function quickCompressSync(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'gzip' ? gzipSync(body, compressionOptions(body, encoding, 'fast')) : brotliCompressSync(body, compressionOptions(body, encoding, 'fast'))
}

function compress(body: Buffer, encoding: Encoding, effort: 'fast' | 'best'): Promise<Buffer> {
  return encoding === 'gzip' ? gzipAsync(body, compressionOptions(body, encoding, effort)) : brotliAsync(body, compressionOptions(body, encoding, effort))
}

function compressionOptions(body: Buffer, encoding: Encoding, effort: 'fast' | 'best') {
  if (encoding === 'gzip') return { level: effort === 'fast' ? 6 : 9 }
  return {
    params: {
      [zlibConstants.BROTLI_PARAM_QUALITY]: effort === 'fast' ? 5 : 11,
      [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  }
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
