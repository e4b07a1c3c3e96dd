/**
 * Component tests that act as a visitor, in a DOM (happy-dom: a test file opts in with
 * `// @vitest-environment happy-dom`). Components are mounted in a data router, inside the language and
 * auth providers, as the pages hold them; the server's answers come from a stand-in for fetch.
 */
import { act, type ReactElement } from 'react'
import { createRoot } from 'react-dom/client'
import { createRoutesStub } from 'react-router'
import { vi } from 'vitest'
import { I18nProvider } from '../../app/i18n/context.tsx'
import type { Language } from '../../app/i18n/languages.ts'
import { AuthProvider } from '../../app/lib/auth/auth-provider.tsx'

// React checks that updates in tests go through act().
Object.assign(globalThis, { IS_REACT_ACT_ENVIRONMENT: true })

type Routes = Parameters<typeof createRoutesStub>[0]

export interface Mounted {
  container: HTMLElement
  unmount(): Promise<void>
}

/** Renders the routes at `path`; a route's element may use the providers of every page. */
export async function mountRoutes(routes: Routes, path = '/'): Promise<Mounted> {
  const Stub = createRoutesStub(routes)
  const container = document.body.appendChild(document.createElement('div'))
  const root = createRoot(container)
  await act(async () => root.render(<Stub initialEntries={[path]} />))
  return {
    container,
    async unmount() {
      await act(async () => root.unmount())
      container.remove()
    },
  }
}

/** One element on the page `/`, inside the language and auth providers. */
export function mount(element: ReactElement, language: Language = 'fr'): Promise<Mounted> {
  return mountRoutes([{ path: '/', Component: () => <Providers language={language}>{element}</Providers> }])
}

export function Providers({ language, children }: { language: Language; children: ReactElement }) {
  return (
    <I18nProvider language={language}>
      <AuthProvider>{children}</AuthProvider>
    </I18nProvider>
  )
}

/** The form control a label names (its text, whole). */
export function field<T extends HTMLElement = HTMLInputElement>(container: HTMLElement, label: string): T {
  const found = [...container.querySelectorAll('label')].find((element) => element.textContent?.trim() === label)
  const control = found?.htmlFor ? container.ownerDocument.getElementById(found.htmlFor) : null
  if (!control) throw new Error(`no field labelled '${label}'`)
  return control as T
}

/** The button whose text is `text`. */
export function button(container: HTMLElement, text: string): HTMLButtonElement {
  const found = [...container.querySelectorAll('button')].find((element) => element.textContent?.trim() === text)
  if (!found) throw new Error(`no button '${text}'`)
  return found
}

/** Types into a field as React sees it: the value through the element's own setter, then an input event. */
export async function typeInto(input: HTMLInputElement | HTMLTextAreaElement, value: string): Promise<void> {
  const setter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(input) as object, 'value')?.set
  await act(async () => {
    setter?.call(input, value)
    input.dispatchEvent(new Event('input', { bubbles: true }))
  })
}

export async function click(element: HTMLElement): Promise<void> {
  await act(async () => element.click())
}

/**
 * Lets promises, code loaded on demand and the stand-in server's answers settle, one turn of the event loop
 * at a time, until `condition` holds. No timer is involved (tests may fake them); the limit only ends a
 * test that would otherwise hang.
 */
export async function until(condition: () => boolean, what: string): Promise<void> {
  const started = performance.now()
  while (!condition()) {
    if (performance.now() - started > 20_000) throw new Error(`never happened: ${what}`)
    await act(() => new Promise<void>((resolve) => setImmediate(resolve)))
  }
}

/** What the stand-in server received. */
export interface Received {
  method: string
  url: URL
  headers: Headers
  body: unknown
}

/**
 * Replaces fetch with `answer`, which sees each request and returns the server's response; returns the
 * requests in order. The Supabase client is made once per page, so the stand-in is installed before it.
 */
export function standInServer(answer: (request: Received) => Response | Promise<Response>): Received[] {
  const received: Received[] = []
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init)
    const text = await request.text()
    const entry = { method: request.method, url: new URL(request.url), headers: request.headers, body: text ? (JSON.parse(text) as unknown) : undefined }
    received.push(entry)
    return answer(entry)
  })
  return received
}

/** A PostgREST-style JSON answer. */
export function jsonAnswer(status: number, body: unknown): Response {
  return new Response(status === 204 ? null : JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } })
}
