// Flushing files to the disk from Node. The embedded database runs
// PostgreSQL in WebAssembly over a file layer that forwards reads and writes
// to the host's files but had nothing behind PostgreSQL's fsync(); these
// helpers are what that call now reaches, and what the server uses for its own
// files (keys.json).

import { closeSync, fdatasyncSync, fsyncSync, openSync, readdirSync, renameSync, writeSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'

/** Told the host path of every file or directory flushed (tests count them). */
export type SyncListener = (file: string) => void

/** A WAL segment: 24 hexadecimal digits in pg_wal. */
const WAL_SEGMENT = /[\\/]pg_wal[\\/][0-9A-F]{24}$/

/**
 * Flushes one open file to the disk. WAL segments get fdatasync, what
 * PostgreSQL itself uses for them on Linux (their size is set when they are
 * created, so their data is all that changes); every other file and
 * directory gets fsync. Throws the system's error (EIO, ENOSPC...), which the
 * caller must report as a failed flush, never swallow.
 */
export function syncHostFile(fd: number, file: string, onSync?: SyncListener): void {
  if (WAL_SEGMENT.test(file)) fdatasyncSync(fd)
  else fsyncSync(fd)
  onSync?.(file)
}

/** Opens, flushes and closes a file or directory by path. */
export function syncPath(path: string, onSync?: SyncListener): void {
  // Windows cannot open a directory as a file; NTFS journals its metadata itself.
  const fd = openSync(path, 'r')
  try {
    syncHostFile(fd, path, onSync)
  } finally {
    closeSync(fd)
  }
}

const canSyncDirectories = process.platform !== 'win32'

/**
 * Flushes every file under `dir`, then every directory from the deepest up,
 * then `dir`'s own entry in its parent: after it returns, the whole tree
 * survives a power cut.
 */
export function syncTree(dir: string, onSync?: SyncListener): void {
  const directories: string[] = []
  const walk = (current: string) => {
    directories.push(current)
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const path = join(current, entry.name)
      if (entry.isDirectory()) walk(path)
      else if (entry.isFile()) syncPath(path, onSync)
    }
  }
  walk(dir)
  if (!canSyncDirectories) return
  for (const directory of directories.reverse()) syncPath(directory, onSync)
  syncPath(dirname(dir), onSync)
}

/**
 * Replaces a file so that a crash at any moment leaves either the old or the
 * new content, never an empty or half-written file: the content goes to a
 * temporary file beside it, is flushed, renamed over the target, and the
 * directory is flushed so the rename itself is on the disk.
 */
export function writeFileDurably(file: string, content: string, options: { mode?: number; onSync?: SyncListener } = {}): void {
  const temporary = join(dirname(file), `.${basename(file)}.${process.pid}.tmp`)
  const fd = openSync(temporary, 'w', options.mode ?? 0o600)
  try {
    writeSync(fd, content)
    syncHostFile(fd, temporary, options.onSync)
  } finally {
    closeSync(fd)
  }
  renameSync(temporary, file)
  if (canSyncDirectories) syncPath(dirname(file), options.onSync)
}
