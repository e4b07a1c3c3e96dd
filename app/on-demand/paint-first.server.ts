/**
 * Paint first, then fetch the scripts.
 *
 * React Router's `<Scripts>` puts a `<link rel="modulepreload">` in the head for
 * every module of the page and ends the body with a module script whose static
 * imports load and run them at once. On a fast connection those downloads finish,
 * and hydration runs, before the browser's first paint, which then waits for
 * them; on a slow one they share the bandwidth with the document itself.
 *
 * This rewrites the finished document so that nothing is fetched before the
 * first frame: the modulepreload links leave the head, and the module script
 * waits for a frame to be painted (a requestAnimationFrame callback, then a
 * task), then adds the same modulepreload links, so every module still
 * downloads in parallel, and imports the route modules and the entry as before.
 * Every other byte of the document is unchanged.
 *
 * The rewrite only understands the shapes React Router emits; a document it does
 * not recognise is returned unchanged (the page then works as before), and
 * `tests/unit/paint-first.test.ts` and the built pages' checks fail instead.
 */

const modulePreloadLink = /<link rel="modulepreload" href="([^"]+)"[^>]*\/?>/g
const moduleScript = /(<script\b[^>]*\btype="module"[^>]*>)([\s\S]*?)(<\/script>)/
const namespaceImport = /^import \* as ([A-Za-z_$][\w$]*) from ("[^"\\]+");$/
const bareImport = /^import ("[^"\\]+");$/
/** Starting a request costs main-thread time: a few per task keep each task short. */
const preloadsPerTask = 4

/**
 * The module script's new start: wait for a painted frame, then preload every
 * module, a few per task, then run the shared chunks (the framework, the shell)
 * one per task, so that no single task parses and runs all of them.
 */
function paintThenPreload(hrefs: readonly string[], later: readonly string[]): string {
  const shared = hrefs.filter((href) => !later.includes(JSON.stringify(href)))
  return [
    `const nextTask = () => new Promise((resolve) => setTimeout(resolve));`,
    `if (document.visibilityState !== "hidden") await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve)));`,
    `const preloads = ${JSON.stringify(hrefs)};`,
    `for (let start = 0; start < preloads.length; start += ${preloadsPerTask}) {`,
    `  for (const href of preloads.slice(start, start + ${preloadsPerTask})) { const link = document.createElement("link"); link.rel = "modulepreload"; link.href = href; document.head.append(link); }`,
    `  await nextTask();`,
    `}`,
    `for (const href of ${JSON.stringify(shared)}) { await import(href); await nextTask(); }`,
  ].join('\n')
}

/**
 * The module script with its static imports made dynamic, after the paint, or
 * null when a line is not one React Router writes (then nothing is rewritten).
 */
function rewriteModuleScript(body: string, hrefs: readonly string[]): string | null {
  const lines = body.split('\n')
  const names: string[] = []
  const specifiers: string[] = []
  const sideEffects: string[] = []
  const rest: string[] = []
  for (const raw of lines) {
    // The first line is ";" or `import "<manifest>";` (React Router joins them with no newline).
    const statements = raw.trim() === ';' ? [] : raw.trim().startsWith('import ') ? raw.trim().split(/(?<=;)(?=import )/) : [raw]
    for (const statement of statements) {
      const trimmed = statement.trim().replace(/;;$/, ';')
      const named = namespaceImport.exec(trimmed)
      const bare = bareImport.exec(trimmed)
      if (named) {
        names.push(named[1]!)
        specifiers.push(named[2]!)
      } else if (bare) {
        sideEffects.push(bare[1]!)
      } else if (trimmed.startsWith('import ')) {
        // A static import of a shape this code does not know.
        return null
      } else {
        rest.push(statement)
      }
    }
  }
  if (names.length === 0) return null
  const imports = [
    ...sideEffects.map((specifier) => `await import(${specifier});`),
    `const [${names.join(', ')}] = await Promise.all([${specifiers.map((specifier) => `import(${specifier})`).join(', ')}]);`,
  ]
  const entry = rest.map((line) => /^import\(("[^"\\]+")\);$/.exec(line.trim())?.[1]).filter((specifier) => specifier !== undefined)
  return ['', paintThenPreload(hrefs, [...specifiers, ...sideEffects, ...entry]), ...imports, ...rest].join('\n')
}

/** The document with its scripts fetched after the first paint, or unchanged (see above). */
export function paintFirst(html: string): string {
  const headEnd = html.indexOf('</head>')
  if (headEnd < 0) return html
  const hrefs: string[] = []
  const head = html.slice(0, headEnd).replace(modulePreloadLink, (_link, href: string) => {
    hrefs.push(href)
    return ''
  })
  if (hrefs.length === 0) return html
  const rest = html.slice(headEnd)
  const script = moduleScript.exec(rest)
  if (!script) return html
  const rewritten = rewriteModuleScript(script[2]!, [...new Set(hrefs)])
  if (rewritten === null) return html
  return head + rest.slice(0, script.index) + script[1] + rewritten + script[3] + rest.slice(script.index + script[0].length)
}
