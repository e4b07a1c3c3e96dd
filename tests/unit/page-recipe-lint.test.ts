/**
 * The recipe of a page is enforced (ADR 0041): under app/routes/, ESLint fails on a `deferred(` call, a
 * `meta` of its own (an array literal), and a `{ found: false }` answer; a page written to the recipe passes.
 */
import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

const eslint = new ESLint()

/** The page-recipe messages ESLint gives a module with this text at this path (and any parse error, which would hide them). */
async function recipeErrors(code: string, filePath = 'app/routes/directory/example.tsx'): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath })
  return result!.messages.filter((message) => message.ruleId === 'no-restricted-syntax' || message.fatal).map((message) => message.message)
}

const goodPage = `
import type { Route } from './+types/example'
import { routeMeta } from '~/lib/meta.ts'
import { notFound } from '~/lib/not-found.server.ts'
import { deferredModule } from '~/on-demand/deferred.ts'
import { m } from '~/paraglide/messages.js'

const { ExampleHeader } = deferredModule(() => import('~/components/directory/example-sections.tsx'))

export function loader({ request }: Route.LoaderArgs) {
  const found = request.url.endsWith('/x')
  if (!found) notFound(request, 'sector')
  return { found, title: 'x' }
}

export const meta: Route.MetaFunction = routeMeta(({ data }) => ({ title: data.title, description: m['meta.default.description'], keywords: [] }))

export default function Example() {
  return <ExampleHeader />
}
`

describe('the page recipe under app/routes/', () => {
  it('fails on a deferred( call', async () => {
    const errors = await recipeErrors(`
import { deferred } from '~/on-demand/deferred.ts'
const Header = deferred(() => import('./sections.tsx').then((module) => module.Header)).Component
export default function Page() {
  return <Header />
}
`)
    expect(errors).toEqual([expect.stringContaining('deferredModule()')])
  })

  it('fails on a meta array literal', async () => {
    const errors = await recipeErrors(`
export const meta = ({ location }: { location: { pathname: string } }) => [{ title: location.pathname }]
export function Other() {}
`)
    expect(errors).toEqual([expect.stringContaining('routeMeta(...)')])
    expect(await recipeErrors(`export function meta() {\n  return [{ title: 'Page' }]\n}\n`)).toEqual([expect.stringContaining('routeMeta(...)')])
  })

  it('fails on a { found: false } answer', async () => {
    const errors = await recipeErrors(`
import { data } from 'react-router'
export function loader({ params }: { params: { slug?: string } }) {
  if (!params.slug) return data({ found: false as const }, { status: 404 })
  return { found: true }
}
`)
    expect(errors).toEqual([expect.stringContaining('notFound(request, kind)')])
    expect(await recipeErrors(`export const answer = { found: false }\n`)).toEqual([expect.stringContaining('notFound(request, kind)')])
  })

  it('passes a page written to the recipe', async () => {
    expect(await recipeErrors(goodPage)).toEqual([])
  })

  it('applies under app/routes/ only: a component may still declare its deferred parts one by one', async () => {
    const code = `
import { deferred } from '~/on-demand/deferred.ts'
export const Header = deferred(() => import('./sections.tsx').then((module) => module.Header)).Component
`
    expect(await recipeErrors(code, 'app/components/directory/example.tsx')).toEqual([])
  })
})
