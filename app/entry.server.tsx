import type { EntryContext, RouterContextProvider } from 'react-router'
import { ServerRouter } from 'react-router'
import { renderToReadableStream } from 'react-dom/server'
import { appConfigContext } from './lib/app-context.ts'
import { paintFirst } from './on-demand/paint-first.server.ts'
import { InlineStyleContext, NonceContext } from './lib/document-context.tsx'
import { accentPaletteStyle } from './lib/accent-palette.server.ts'
import siteStyle from './app.css?inline'

/** The stylesheet every page inlines; the server allows it by its hash. */
export const inlineStylesheet = `${siteStyle}\n${accentPaletteStyle}\n`

export const streamTimeout = 5_000

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
  // the browser paints before it fetches any script.
  await body.allReady
  const html = paintFirst(await documentText(body))
  responseHeaders.set('Content-Type', 'text/html; charset=utf-8')
  return new Response(html, { headers: responseHeaders, status: responseStatusCode })
}

/**
 * The server hands its configuration to loaders through this context; it is
 * re-exported so the HTTP server uses the very instance bundled in the build.
 */
export { appConfigContext } from './lib/app-context.ts'

/** The rendered stream as one string: its bytes joined, then decoded once. */
async function documentText(stream: ReadableStream<Uint8Array>): Promise<string> {
  const chunks: Uint8Array[] = []
  for await (const chunk of stream) chunks.push(chunk)
  return Buffer.concat(chunks).toString('utf8')
}
