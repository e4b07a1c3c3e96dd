/**
 * Reads a register snapshot, a .tar.gz or an unpacked folder, into memory: every regular file by its path
 * inside the snapshot, and the newest modification time. A small ustar reader (with the GNU long-name and
 * pax path extensions) is enough for the snapshot and avoids a dependency.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { basename, join, relative, sep } from 'node:path'
import { gunzipSync } from 'node:zlib'

export interface Snapshot {
  /** The file or folder name given to the importer, e.g. techmap-c6e9777a.tar.gz. */
  readonly name: string
  readonly files: ReadonlyMap<string, Buffer>
  /** Newest modification time of the snapshot's files, seconds since the epoch. */
  readonly newestMtime: number
}

const blockSize = 512

function field(header: Buffer, start: number, length: number): string {
  const raw = header.subarray(start, start + length)
  const end = raw.indexOf(0)
  return raw.subarray(0, end === -1 ? length : end).toString('utf8')
}

function octal(header: Buffer, start: number, length: number): number {
  const text = field(header, start, length).trim()
  if (text === '') return 0
  if (!/^[0-7]+$/.test(text)) throw new Error(`Bad octal field in tar header: ${JSON.stringify(text)}`)
  return Number.parseInt(text, 8)
}

function checksumHolds(header: Buffer): boolean {
  let sum = 0
  for (let index = 0; index < blockSize; index++) sum += index >= 148 && index < 156 ? 0x20 : header[index]!
  return sum === octal(header, 148, 8)
}

/** The `path` record of a pax extended header, if any. */
function paxPath(body: Buffer): string | undefined {
  let offset = 0
  let path: string | undefined
  while (offset < body.length) {
    const space = body.indexOf(0x20, offset)
    if (space === -1) break
    const length = Number.parseInt(body.subarray(offset, space).toString('ascii'), 10)
    if (!Number.isFinite(length) || length <= 0) break
    const record = body.subarray(space + 1, offset + length - 1).toString('utf8')
    const equals = record.indexOf('=')
    if (record.slice(0, equals) === 'path') path = record.slice(equals + 1)
    offset += length
  }
  return path
}

/** The regular files of an uncompressed tar archive. */
export function readTar(archive: Buffer): { files: Map<string, Buffer>; newestMtime: number } {
  const files = new Map<string, Buffer>()
  let newestMtime = 0
  let offset = 0
  let nextPath: string | undefined
  while (offset + blockSize <= archive.length) {
    const header = archive.subarray(offset, offset + blockSize)
    if (header.every((byte) => byte === 0)) break
    if (!checksumHolds(header)) throw new Error(`Corrupt tar header at byte ${offset}`)
    const size = octal(header, 124, 12)
    const type = String.fromCharCode(header[156]!)
    const magic = field(header, 257, 6)
    const prefix = magic.startsWith('ustar') ? field(header, 345, 155) : ''
    const name = field(header, 0, 100)
    const body = archive.subarray(offset + blockSize, offset + blockSize + size)
    if (body.length !== size) throw new Error('Truncated tar archive')
    offset += blockSize + Math.ceil(size / blockSize) * blockSize
    if (type === 'L') {
      nextPath = field(body, 0, body.length)
      continue
    }
    if (type === 'x') {
      nextPath = paxPath(body) ?? nextPath
      continue
    }
    const path = nextPath ?? (prefix ? `${prefix}/${name}` : name)
    nextPath = undefined
    if (type !== '0' && type !== '\0') continue
    files.set(path.replace(/^\.\//, ''), Buffer.from(body))
    newestMtime = Math.max(newestMtime, octal(header, 136, 12))
  }
  return { files, newestMtime }
}

function readFolder(root: string): { files: Map<string, Buffer>; newestMtime: number } {
  const files = new Map<string, Buffer>()
  let newestMtime = 0
  const walk = (folder: string) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const path = join(folder, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.isFile()) {
        files.set(relative(root, path).split(sep).join('/'), readFileSync(path))
        newestMtime = Math.max(newestMtime, Math.floor(statSync(path).mtimeMs / 1000))
      }
    }
  }
  walk(root)
  return { files, newestMtime }
}

/** Drops a single top folder that holds everything (an archive made of `techmap/…`). */
function withoutCommonTopFolder(files: Map<string, Buffer>): Map<string, Buffer> {
  if ([...files.keys()].some((path) => path.startsWith('companies/'))) return files
  const tops = new Set([...files.keys()].map((path) => path.split('/')[0]))
  if (tops.size !== 1) return files
  const [top] = tops
  return new Map([...files].map(([path, body]) => [path.slice(`${top}/`.length), body]))
}

export function readSnapshot(path: string): Snapshot {
  const read = statSync(path).isDirectory() ? readFolder(path) : readTar(gunzipSync(readFileSync(path)))
  return { name: basename(path.replace(/[\\/]+$/, '')), files: withoutCommonTopFolder(read.files), newestMtime: read.newestMtime }
}
