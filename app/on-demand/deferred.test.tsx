/**
 * A page's kept sections are declared with deferredModule (ADR 0041): each named export becomes a component
 * whose module loads only when it is first rendered, so a first visit, which never renders a kept section's
 * children, never downloads it (ADR 0029).
 */
import { prerender } from 'react-dom/static'
import { describe, expect, it, vi } from 'vitest'
import { deferredModule } from './deferred.ts'

async function html(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerender(element)
  return new Response(prelude).text()
}

describe('deferredModule', () => {
  it('loads the module only when one of its components is rendered, then renders it with its props', async () => {
    const load = vi.fn(async () => ({
      Greeting: ({ name }: { name: string }) => <p>{`Shalom ${name}`}</p>,
      Farewell: () => <p>Lehitraot</p>,
    }))
    const { Greeting, Farewell } = deferredModule(load)
    expect(load).not.toHaveBeenCalled()
    expect(await html(<Greeting name="Dana" />)).toBe('<p>Shalom Dana</p>')
    expect(await html(<Farewell />)).toBe('<p>Lehitraot</p>')
    // Each component asks for the module once; the module system keeps one copy of it.
    expect(load).toHaveBeenCalledTimes(2)
    expect(await html(<Greeting name="Noa" />)).toBe('<p>Shalom Noa</p>')
    expect(load).toHaveBeenCalledTimes(2)
  })
})
