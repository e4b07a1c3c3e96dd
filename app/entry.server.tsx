import type { EntryContext, RouterContextProvider } from 'react-router'
import { isRouteErrorResponse, ServerRouter } from 'react-router'
import { renderToReadableStream } from 'react-dom/server'
import { appConfigContext } from './lib/app-context.ts'
import { paintFirst } from './on-demand/paint-first.server.ts'
import { InlineStyleContext, NonceContext } from './lib/document-context.tsx'
import { accentPaletteStyle } from './lib/accent-palette.server.ts'
import siteStyle from './app.css?inline'

/** The stylesheet every page inlines; the server allows it by its hash. */
export const inlineStylesheet = `${siteStyle}\n${accentPaletteStyle}\n`

export const streamTimeout = 5_000

/**
 * Errors of the server's loaders and actions, logged once each. A request that is merely wrong (a method a
 * page has no action for, an unknown address: a route error answer below 500) is answered by the error
 * boundary and not logged: a stack trace per stray POST would let anyone fill the log.
 */
export function handleError(error: unknown, { request }: { request: Request }) {
  if (request.signal.aborted) return
  if (isRouteErrorResponse(error) && error.status < 500) return
  console.error(error)
}

export default async function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === 'HEAD') {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders })
  }
  const nonce = loadContext.get(appConfigContext).nonce
  let shellRendered = false
  const body = await renderToReadableStream(
    <NonceContext.Provider value={nonce}>
      <InlineStyleContext.Provider value={inlineStylesheet}>
        <ServerRouter context={routerContext} url={request.url} nonce={nonce} />
      </InlineStyleContext.Provider>
    </NonceContext.Provider>,
    {
      nonce,
      signal: AbortSignal.timeout(streamTimeout + 1000),
      onError(error: unknown) {
        responseStatusCode = 500
        if (shellRendered) console.error(error)
      },
    },
  )
  shellRendered = true
  // The whole document at once (no route streams deferred data), rewritten so
  // the browser paints before it fetches any script. The page stays in bytes:
  // read as latin1, one character per byte, for paintFirst, whose patterns are
  // ASCII (the UTF-8 bytes of other characters pass through unchanged), and
  // given to the Response as bytes: for a 160 KB page, decoding it, then the
  // Response's conversion of the string, then encoding it again took 2.7 ms;
  // the latin1 round trip and a byte body 0.5 ms (docs/performance.md).
  await body.allReady
  const html = Buffer.from(paintFirst((await documentBytes(body)).toString('latin1')), 'latin1')
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(html, { headers: responseHeaders, status: responseStatusCode })
}

/**
 * The server hands its configuration to loaders through the first context, and loaders tell it which pages
 * it may keep through the second; both are re-exported so the HTTP server uses the very instances bundled
 * in the build.
 */
export { appConfigContext } from './lib/app-context.ts'
export { keptPageContext } from './lib/cacheable-page.server.ts'

/** The rendered stream's bytes, joined. */
async function documentBytes(stream: ReadableStream<Uint8Array>): Promise<Buffer> {
  const chunks: Uint8Array[] = []
  for await (const chunk of stream) chunks.push(chunk)
  return Buffer.concat(chunks)
}
