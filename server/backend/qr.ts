// A compact QR Code encoder (ISO/IEC 18004, byte mode, error correction
// level M), enough to show a TOTP enrolment URI as an SVG image. Written from
// the standard's algorithm description; no dependency.

type Ecl = 'L' | 'M' | 'Q' | 'H'

const ECC_CODEWORDS_PER_BLOCK: Record<Ecl, number[]> = {
  L: [-1, 7, 10, 15, 20, 26, 18, 20, 24, 30, 18, 20, 24, 26, 30, 22, 24, 28, 30, 28, 28, 28, 28, 30, 30, 26, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
  M: [-1, 10, 16, 26, 18, 24, 16, 18, 22, 22, 26, 30, 22, 22, 24, 24, 28, 28, 26, 26, 26, 26, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28, 28],
  Q: [-1, 13, 22, 18, 26, 18, 24, 18, 22, 20, 24, 28, 26, 24, 20, 30, 24, 28, 28, 26, 30, 28, 30, 30, 30, 30, 28, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
  H: [-1, 17, 28, 22, 16, 22, 28, 26, 26, 24, 28, 24, 28, 22, 24, 24, 30, 28, 28, 26, 28, 30, 24, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30, 30],
}
const NUM_ERROR_CORRECTION_BLOCKS: Record<Ecl, number[]> = {
  L: [-1, 1, 1, 1, 1, 1, 2, 2, 2, 2, 4, 4, 4, 4, 4, 6, 6, 6, 6, 7, 8, 8, 9, 9, 10, 12, 12, 12, 13, 14, 15, 16, 17, 18, 19, 19, 20, 21, 22, 24, 25],
  M: [-1, 1, 1, 1, 2, 2, 4, 4, 4, 5, 5, 5, 8, 9, 9, 10, 10, 11, 13, 14, 16, 17, 17, 18, 20, 21, 23, 25, 26, 28, 29, 31, 33, 35, 37, 38, 40, 43, 45, 47, 49],
  Q: [-1, 1, 1, 2, 2, 4, 4, 6, 6, 8, 8, 8, 10, 12, 16, 12, 17, 16, 18, 21, 20, 23, 23, 25, 27, 29, 34, 34, 35, 38, 40, 43, 45, 48, 51, 53, 56, 59, 62, 65, 68],
  H: [-1, 1, 1, 2, 4, 4, 4, 5, 6, 8, 8, 11, 11, 16, 16, 18, 16, 19, 21, 25, 25, 25, 34, 30, 32, 35, 37, 40, 42, 45, 48, 51, 54, 57, 60, 63, 66, 70, 74, 77, 81],
}
const ECL_FORMAT_BITS: Record<Ecl, number> = { L: 1, M: 0, Q: 3, H: 2 }

const at = (a: number[], i: number): number => a[i] as number

function numRawDataModules(ver: number): number {
  let result = (16 * ver + 128) * ver + 64
  if (ver >= 2) {
    const numAlign = Math.floor(ver / 7) + 2
    result -= (25 * numAlign - 10) * numAlign - 55
    if (ver >= 7) result -= 36
  }
  return result
}

function numDataCodewords(ver: number, ecl: Ecl): number {
  return Math.floor(numRawDataModules(ver) / 8) - at(ECC_CODEWORDS_PER_BLOCK[ecl], ver) * at(NUM_ERROR_CORRECTION_BLOCKS[ecl], ver)
}

function gfMultiply(x: number, y: number): number {
  let z = 0
  for (let i = 7; i >= 0; i--) {
    z = (z << 1) ^ ((z >>> 7) * 0x11d)
    z ^= ((y >>> i) & 1) * x
  }
  return z & 0xff
}

function rsDivisor(degree: number): number[] {
  const result = new Array<number>(degree).fill(0)
  result[degree - 1] = 1
  let root = 1
  for (let i = 0; i < degree; i++) {
    for (let j = 0; j < degree; j++) {
      result[j] = gfMultiply(at(result, j), root)
      if (j + 1 < degree) result[j] = at(result, j) ^ at(result, j + 1)
    }
    root = gfMultiply(root, 0x02)
  }
  return result
}

function rsRemainder(data: number[], divisor: number[]): number[] {
  const result = new Array<number>(divisor.length).fill(0)
  for (const b of data) {
    const factor = b ^ (result.shift() as number)
    result.push(0)
    for (let i = 0; i < divisor.length; i++) result[i] = at(result, i) ^ gfMultiply(at(divisor, i), factor)
  }
  return result
}

export interface QrMatrix {
  size: number
  /** modules[y][x], true = dark */
  modules: boolean[][]
}

export function encodeQr(text: string, ecl: Ecl = 'M', forceMask?: number): QrMatrix {
  const bytes = [...Buffer.from(text, 'utf8')]
  let ver = 1
  for (; ver <= 40; ver++) {
    const ccBits = ver <= 9 ? 8 : 16
    if (4 + ccBits + bytes.length * 8 <= numDataCodewords(ver, ecl) * 8) break
  }
  if (ver > 40) throw new Error('QR: data too long')

  // Data bits
  const bits: number[] = []
  const append = (val: number, len: number) => {
    for (let i = len - 1; i >= 0; i--) bits.push((val >>> i) & 1)
  }
  append(0b0100, 4)
  append(bytes.length, ver <= 9 ? 8 : 16)
  for (const b of bytes) append(b, 8)
  const capacity = numDataCodewords(ver, ecl) * 8
  append(0, Math.min(4, capacity - bits.length))
  append(0, (8 - (bits.length % 8)) % 8)
  for (let pad = 0xec; bits.length < capacity; pad ^= 0xec ^ 0x11) append(pad, 8)
  const data: number[] = []
  for (let i = 0; i < bits.length; i += 8) {
    let v = 0
    for (let j = 0; j < 8; j++) v = (v << 1) | at(bits, i + j)
    data.push(v)
  }

  // Error correction and interleaving
  const numBlocks = at(NUM_ERROR_CORRECTION_BLOCKS[ecl], ver)
  const blockEccLen = at(ECC_CODEWORDS_PER_BLOCK[ecl], ver)
  const rawCodewords = Math.floor(numRawDataModules(ver) / 8)
  const numShortBlocks = numBlocks - (rawCodewords % numBlocks)
  const shortBlockLen = Math.floor(rawCodewords / numBlocks)
  const divisor = rsDivisor(blockEccLen)
  const blocks: number[][] = []
  for (let i = 0, k = 0; i < numBlocks; i++) {
    const dat = data.slice(k, k + shortBlockLen - blockEccLen + (i < numShortBlocks ? 0 : 1))
    k += dat.length
    const ecc = rsRemainder(dat, divisor)
    if (i < numShortBlocks) dat.push(0)
    blocks.push(dat.concat(ecc))
  }
  const codewords: number[] = []
  const first = blocks[0] as number[]
  for (let i = 0; i < first.length; i++) {
    blocks.forEach((block, j) => {
      if (i !== shortBlockLen - blockEccLen || j >= numShortBlocks) codewords.push(at(block, i))
    })
  }

  // Matrix
  const size = ver * 4 + 17
  const modules: boolean[][] = Array.from({ length: size }, () => new Array<boolean>(size).fill(false))
  const isFunction: boolean[][] = Array.from({ length: size }, () => new Array<boolean>(size).fill(false))
  const setF = (x: number, y: number, dark: boolean) => {
    ;(modules[y] as boolean[])[x] = dark
    ;(isFunction[y] as boolean[])[x] = true
  }
  for (let i = 0; i < size; i++) {
    setF(6, i, i % 2 === 0)
    setF(i, 6, i % 2 === 0)
  }
  const finder = (cx: number, cy: number) => {
    for (let dy = -4; dy <= 4; dy++)
      for (let dx = -4; dx <= 4; dx++) {
        const d = Math.max(Math.abs(dx), Math.abs(dy))
        const x = cx + dx
        const y = cy + dy
        if (x >= 0 && x < size && y >= 0 && y < size) setF(x, y, d !== 2 && d !== 4)
      }
  }
  finder(3, 3)
  finder(size - 4, 3)
  finder(3, size - 4)
  const alignPos: number[] = []
  if (ver > 1) {
    const numAlign = Math.floor(ver / 7) + 2
    const step = Math.floor((ver * 8 + numAlign * 3 + 5) / (numAlign * 4 - 4)) * 2
    alignPos.push(6)
    for (let pos = size - 7; alignPos.length < numAlign; pos -= step) alignPos.splice(1, 0, pos)
  }
  const last = alignPos.length - 1
  alignPos.forEach((x, i) =>
    alignPos.forEach((y, j) => {
      if ((i === 0 && j === 0) || (i === 0 && j === last) || (i === last && j === 0)) return
      for (let dy = -2; dy <= 2; dy++)
        for (let dx = -2; dx <= 2; dx++) setF(x + dx, y + dy, Math.max(Math.abs(dx), Math.abs(dy)) !== 1)
    }),
  )
  const drawFormat = (mask: number) => {
    const d = (ECL_FORMAT_BITS[ecl] << 3) | mask
    let rem = d
    for (let i = 0; i < 10; i++) rem = (rem << 1) ^ ((rem >>> 9) * 0x537)
    const b = ((d << 10) | rem) ^ 0x5412
    const bit = (i: number) => ((b >>> i) & 1) !== 0
    for (let i = 0; i <= 5; i++) setF(8, i, bit(i))
    setF(8, 7, bit(6))
    setF(8, 8, bit(7))
    setF(7, 8, bit(8))
    for (let i = 9; i < 15; i++) setF(14 - i, 8, bit(i))
    for (let i = 0; i < 8; i++) setF(size - 1 - i, 8, bit(i))
    for (let i = 8; i < 15; i++) setF(8, size - 15 + i, bit(i))
    setF(8, size - 8, true)
  }
  drawFormat(0)
  if (ver >= 7) {
    let rem = ver
    for (let i = 0; i < 12; i++) rem = (rem << 1) ^ ((rem >>> 11) * 0x1f25)
    const b = (ver << 12) | rem
    for (let i = 0; i < 18; i++) {
      const dark = ((b >>> i) & 1) !== 0
      const a = size - 11 + (i % 3)
      const c = Math.floor(i / 3)
      setF(a, c, dark)
      setF(c, a, dark)
    }
  }

  // Codewords, in the zigzag order
  let i = 0
  for (let right = size - 1; right >= 1; right -= 2) {
    if (right === 6) right = 5
    for (let vert = 0; vert < size; vert++) {
      for (let j = 0; j < 2; j++) {
        const x = right - j
        const upward = ((right + 1) & 2) === 0
        const y = upward ? size - 1 - vert : vert
        if (!(isFunction[y] as boolean[])[x] && i < codewords.length * 8) {
          ;(modules[y] as boolean[])[x] = ((at(codewords, i >>> 3) >>> (7 - (i & 7))) & 1) !== 0
          i++
        }
      }
    }
  }

  const maskFn = (m: number, x: number, y: number): boolean => {
    switch (m) {
      case 0: return (x + y) % 2 === 0
      case 1: return y % 2 === 0
      case 2: return x % 3 === 0
      case 3: return (x + y) % 3 === 0
      case 4: return (Math.floor(x / 3) + Math.floor(y / 2)) % 2 === 0
      case 5: return ((x * y) % 2) + ((x * y) % 3) === 0
      case 6: return (((x * y) % 2) + ((x * y) % 3)) % 2 === 0
      default: return (((x + y) % 2) + ((x * y) % 3)) % 2 === 0
    }
  }
  const applyMask = (m: number) => {
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++)
        if (!(isFunction[y] as boolean[])[x] && maskFn(m, x, y)) {
          const row = modules[y] as boolean[]
          row[x] = !row[x]
        }
  }
  const get = (x: number, y: number) => (modules[y] as boolean[])[x] as boolean
  const penalty = (): number => {
    let p = 0
    const lines = (horizontal: boolean) => {
      for (let a = 0; a < size; a++) {
        let run = 1
        const seq: boolean[] = []
        for (let b = 0; b < size; b++) {
          const v = horizontal ? get(b, a) : get(a, b)
          seq.push(v)
          if (b > 0) {
            if (v === seq[b - 1]) {
              run++
              if (run === 5) p += 3
              else if (run > 5) p += 1
            } else run = 1
          }
        }
        const s = seq.map((v) => (v ? '1' : '0')).join('')
        for (let k = s.indexOf('1011101'); k !== -1; k = s.indexOf('1011101', k + 1)) {
          const before = s.slice(Math.max(0, k - 4), k)
          const after = s.slice(k + 7, k + 11)
          if ((k < 4 || before === '0000') || (k + 11 > size || after === '0000')) p += 40
        }
      }
    }
    lines(true)
    lines(false)
    let dark = 0
    for (let y = 0; y < size; y++)
      for (let x = 0; x < size; x++) {
        if (get(x, y)) dark++
        if (x < size - 1 && y < size - 1) {
          const c = get(x, y)
          if (c === get(x + 1, y) && c === get(x, y + 1) && c === get(x + 1, y + 1)) p += 3
        }
      }
    const total = size * size
    p += Math.floor(Math.abs(dark * 20 - total * 10) / total) * 10
    return p
  }
  let best = forceMask ?? 0
  let bestPenalty = Infinity
  for (let m = 0; m < 8 && forceMask === undefined; m++) {
    applyMask(m)
    drawFormat(m)
    const pen = penalty()
    if (pen < bestPenalty) {
      best = m
      bestPenalty = pen
    }
    applyMask(m)
  }
  applyMask(best)
  drawFormat(best)
  return { size, modules }
}

/**
 * The QR code as an SVG document. Written without '#' or '%' so that it can
 * be used as-is after the client's "data:image/svg+xml;utf-8," prefix.
 */
export function qrSvg(text: string, scale = 4): string {
  const { size, modules } = encodeQr(text)
  const quiet = 4
  const dim = (size + quiet * 2) * scale
  let d = ''
  for (let y = 0; y < size; y++)
    for (let x = 0; x < size; x++)
      if ((modules[y] as boolean[])[x]) d += `M${(x + quiet) * scale} ${(y + quiet) * scale}h${scale}v${scale}h-${scale}z`
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${dim}" height="${dim}" viewBox="0 0 ${dim} ${dim}" shape-rendering="crispEdges">` +
    `<rect width="${dim}" height="${dim}" fill="white"/><path fill="black" d="${d}"/></svg>`
  )
}
