// The TOTP enrolment QR code (GoTrue's `totp.qr_code`): an SVG document that
// the client shows after its "data:image/svg+xml;utf-8," prefix. The encoding
// is uqr's (byte mode); the drawing is here, because that prefix leaves the
// SVG unescaped: it must hold no '#' or '%'.

import { encode } from 'uqr'

/** GoTrue's error correction level, and the quiet zone of 4 modules that ISO/IEC 18004 asks for. */
export const QR_OPTIONS = { ecc: 'M', border: 4 } as const

/** The QR code of `text` as an SVG document, `scale` pixels per module. */
export function qrSvg(text: string, scale = 4): string {
  const { size, data } = encode(text, QR_OPTIONS)
  const pixels = size * scale
  let darkModules = ''
  data.forEach((row, y) =>
    row.forEach((dark, x) => {
      if (dark) darkModules += `M${x * scale} ${y * scale}h${scale}v${scale}h-${scale}z`
    }),
  )
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${pixels}" height="${pixels}" viewBox="0 0 ${pixels} ${pixels}" shape-rendering="crispEdges">` +
    `<rect width="${pixels}" height="${pixels}" fill="white"/><path fill="black" d="${darkModules}"/></svg>`
  )
}
