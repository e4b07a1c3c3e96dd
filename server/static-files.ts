import { readdir, readFile } from 'node:fs/promises'
import { join, relative, sep } from 'node:path'
import { contentTypeFor, memoryFile, type Encoding, type MemoryFile } from './memory-files.ts'

/** The files the server answers with: build/client's, and the register's logos. */
export interface StaticFiles {
  /** URL path → file held in memory with its build-time .br/.gz variants. */
  memory: Map<string, MemoryFile>
  /** URL path → file path, for files read per request (servedFromDisk). */
  disk: Map<string, string>
  logosDir: string
  /** The logos' file names (about 7,400 short strings); each logo is read from disk when asked for. */
  logoNames: Set<string>
}

/** A file read from disk for one answer, with the cache lifetime of its kind. */
export interface DiskFile {
  file: MemoryFile
  cacheControl: string
}

/** Hashed names never change their bytes: a browser keeps them a year. */
export const immutableCacheControl = 'public, max-age=31536000, immutable'
/** Any other file: a day. */
export const dailyCacheControl = 'public, max-age=86400'

/**
 * Social cards (/og/, about 400 PNG files, 22 MB) are fetched by link
 * previewers, not by readers, and the open-data downloads (/data/, a few MB)
 * by a few: they stay on disk and are read per request, so they do not weigh
 * on the server's resident memory.
 */
function servedFromDisk(urlPath: string): boolean {
  return urlPath.startsWith('/og/') || urlPath.startsWith('/data/')
}

async function listFiles(directory: string): Promise<string[]> {
  const entries = await readdir(directory, { withFileTypes: true, recursive: true })
  return entries.filter((entry) => entry.isFile()).map((entry) => join(entry.parentPath, entry.name))
}

/** Lists a folder's file names, or none if it does not exist (a build without the register). */
async function fileNames(directory: string): Promise<Set<string>> {
  try {
    return new Set(await readdir(directory))
  } catch {
    return new Set()
  }
}

/** Every file of build/client by URL path, in memory or on disk, and the names of the logos. */
export async function loadStaticFiles(clientDir: string, logosDir: string): Promise<StaticFiles> {
  const memory = new Map<string, MemoryFile>()
  const disk = new Map<string, string>()
  const paths = await listFiles(clientDir)
  const available = new Set(paths)
  for (const file of paths) {
    if (file.endsWith('.br') || file.endsWith('.gz')) continue
    const urlPath = `/${relative(clientDir, file).split(sep).join('/')}`
    if (urlPath.startsWith('/.vite/')) continue
    if (servedFromDisk(urlPath)) {
      disk.set(urlPath, file)
      continue
    }
    const variants: Partial<Record<Encoding, Buffer>> = {}
    if (available.has(`${file}.br`)) variants.br = await readFile(`${file}.br`)
    if (available.has(`${file}.gz`)) variants.gzip = await readFile(`${file}.gz`)
    memory.set(urlPath, memoryFile(await readFile(file), contentTypeFor(file), variants))
  }
  return { memory, disk, logosDir, logoNames: await fileNames(logosDir) }
}

/** A logo or a file kept on disk, read for this request; undefined when there is none at `path`. */
export async function readDiskFile(files: StaticFiles, path: string): Promise<DiskFile | undefined> {
  if (path.startsWith('/logos/')) {
    const name = path.slice('/logos/'.length)
    // Content-hashed names: a logo never changes under its name.
    const body = files.logoNames.has(name) ? await readFile(join(files.logosDir, name)).catch(() => null) : null
    if (body) return { file: memoryFile(body, contentTypeFor(name)), cacheControl: immutableCacheControl }
  }
  const diskPath = files.disk.get(path)
  const body = diskPath ? await readFile(diskPath).catch(() => null) : null
  if (!diskPath || !body) return undefined
  // A download's build-time compressions (/data/) sit beside it; the social cards have none.
  const variants: Partial<Record<Encoding, Buffer>> = {}
  if (path.startsWith('/data/')) {
    const [br, gzip] = await Promise.all([readFile(`${diskPath}.br`).catch(() => null), readFile(`${diskPath}.gz`).catch(() => null)])
    if (br) variants.br = br
    if (gzip) variants.gzip = gzip
  }
  return { file: memoryFile(body, contentTypeFor(diskPath), variants), cacheControl: dailyCacheControl }
}
