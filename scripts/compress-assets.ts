/**
 * Precompresses the client build (brotli quality 11 and gzip level 9) so the
 * server never spends a request's time compressing a static file.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib'

const clientDir = join(import.meta.dirname, '..', 'build', 'client')
const compressible = /\.(?:js|mjs|css|svg|json|csv|txt|xml|html|webmanifest|ico)$/
const started = performance.now()
let count = 0
for (const entry of await readdir(clientDir, { withFileTypes: true, recursive: true })) {
  if (!entry.isFile() || !compressible.test(entry.name)) continue
  const path = join(entry.parentPath, entry.name)
  const body = await readFile(path)
  if (body.length < 512) continue
  await writeFile(`${path}.br`, brotliCompressSync(body, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length } }))
  await writeFile(`${path}.gz`, gzipSync(body, { level: 9 }))
  count++
}
console.log(`Precompressed ${count} files in ${Math.round(performance.now() - started)} ms`)
