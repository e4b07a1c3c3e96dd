/**
 * The site's links and forms do not mark themselves for React Router's route discovery, which would fetch
 * the routes of every link on the page once it is hydrated and re-render the whole page with them (ADR 0032).
 * React Router's own components do: the check that the difference is the attribute.
 */
import { renderToStaticMarkup } from 'react-dom/server'
import { createMemoryRouter, Form as RouterForm, Link as RouterLink, RouterProvider } from 'react-router'
import { describe, expect, it } from 'vitest'
import { Form, Link, NavLink } from './link.tsx'

function render(element: React.ReactElement) {
  // A data router, as the site's: forms need one.
  const router = createMemoryRouter([{ path: '/', element }], { initialEntries: ['/'] })
  return renderToStaticMarkup(<RouterProvider router={router} />)
}

describe('the links and forms of the site', () => {
  it('carry no data-discover attribute, where React Router’s own do', () => {
    expect(render(<RouterLink to="/startups">x</RouterLink>)).toContain('data-discover="true"')
    expect(render(<RouterForm action="/search">x</RouterForm>)).toContain('data-discover="true"')
    expect(render(<Link to="/startups">x</Link>)).toBe('<a href="/startups">x</a>')
    expect(render(<NavLink to="/blog">x</NavLink>)).toBe('<a class="" href="/blog">x</a>')
    expect(render(<Form action="/search">x</Form>)).not.toContain('data-discover')
  })

  it('keep their other props, and let a caller ask for discovery', () => {
    const html = render(
      <Link to="/startups" className="a" aria-label="b" discover="render">
        x
      </Link>,
    )
    expect(html).toContain('class="a"')
    expect(html).toContain('aria-label="b"')
    expect(html).toContain('data-discover="true"')
    expect(render(<NavLink to="/" className={({ isActive }) => (isActive ? 'on' : 'off')}>x</NavLink>)).toContain('class="on"')
  })
})
