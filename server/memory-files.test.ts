/** In-memory files compressed on first request: a quick compression, then (when asked for) a best one. */
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib'

import { describe, expect, it } from 'vitest'

import { encodedBody, memoryFile, quickCompress } from './memory-files.ts'

/** A page-like text that brotli 11 compresses noticeably better than brotli 5. */
const html = Array.from({ length: 400 }, (_, index) => `<li class="card card-${index % 7}"><a href="/startups/company-${index}">Company ${index}, ${(index * 7919) % 1000} people</a></li>`).join('\n')

const brotli = (text: string, quality: number) =>
  brotliCompressSync(text, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: Buffer.byteLength(text) } })

async function settled(file: ReturnType<typeof memoryFile>) {
  for (let attempt = 0; attempt < 200 && file.pending.br; attempt++) await new Promise((resolve) => setTimeout(resolve, 10))
}

describe('memory files', () => {
  it('answer the first request with a quick brotli, then replace it with a best-quality one', async () => {
    const file = memoryFile(html, 'text/html; charset=utf-8')
    const first = await encodedBody(file, 'br')
    expect(brotliDecompressSync(first.body).toString()).toBe(html)
    await settled(file)
    expect(file.variants.br!.length).toBeLessThan(first.body.length)
    expect(brotliDecompressSync(file.variants.br!).toString()).toBe(html)
  })

  it('keep the quick compression of a file that does not ask for a best one (pages rendered on demand)', async () => {
    const file = memoryFile(html, 'text/html; charset=utf-8', {}, { recompress: null })
    const first = await encodedBody(file, 'br')
    await settled(file)
    expect(file.variants.br).toBe(first.body)
  })

  it('compress a page on demand on the calling thread when asked, the same bytes as on the thread pool', async () => {
    const file = memoryFile(html, 'text/html; charset=utf-8', {}, { firstEffort: 'quick', recompress: null })
    const inline = await encodedBody(file, 'br', { inline: true })
    // Nothing was left pending: the variant was made before encodedBody returned.
    expect(file.pending.br).toBeUndefined()
    expect(file.variants.br).toBe(inline.body)
    expect(inline.body.equals(await quickCompress(file.body, 'br', false))).toBe(true)
    expect(inline.body.equals(brotli(html, 4))).toBe(true)
    expect(gunzipSync(await quickCompress(file.body, 'gzip', true)).toString()).toBe(html)
  })

  it('answer a page on demand with brotli 4, then replace it with brotli 5 in the background when asked', async () => {
    const file = memoryFile(html, 'text/html; charset=utf-8', {}, { firstEffort: 'quick', recompress: 'fast' })
    const first = await encodedBody(file, 'br', { inline: true })
    expect(first.body.equals(brotli(html, 4))).toBe(true)
    await settled(file)
    expect(brotli(html, 5).length).toBeLessThan(first.body.length)
    expect(file.variants.br!.equals(brotli(html, 5))).toBe(true)
  })
})
