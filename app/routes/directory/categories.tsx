import type { Route } from './+types/categories'
import { useT } from '~/i18n/context.tsx'
import { routeMeta } from '~/lib/meta.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { deferredModule } from '~/on-demand/deferred.ts'
import { StaticContent } from '~/on-demand/static-content.tsx'
import { m } from '~/paraglide/messages.js'

export { loader } from './categories.server.ts'

// The kept sections' parts load only when the browser renders them.
const { Breadcrumbs } = deferredModule(() => import('~/components/directory/breadcrumbs.tsx'))
const { SectorCard } = deferredModule(() => import('~/components/directory/sector-card.tsx'))

export const meta: Route.MetaFunction = routeMeta(({ data, t, paths }) => ({
  title: m['directory.categories.metaTitle'],
  socialCard: '/categories',
  description: t(m['directory.categories.metaDescription'], { count: data.sectors.length }),
  keywords: m['directory.categories.metaKeywords'],
  breadcrumbs: [{ name: m['nav.categories'], path: paths.categories() }],
}))

export default function Categories({ loaderData }: Route.ComponentProps) {
  const t = useT()
  const paths = usePaths()
  const { sectors } = loaderData
  return (
    <>
      <StaticContent as="section" aria-labelledby="categories-title" className="border-b border-line bg-surface">
        <div className="container-page grid gap-4 py-12 lg:py-16">
          <Breadcrumbs
            crumbs={[
              { name: t(m['nav.home']), path: paths.home() },
              { name: t(m['nav.categories']), path: paths.categories() },
            ]}
          />
          <h1 id="categories-title" className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {t(m['directory.categories.title'])}
          </h1>
          <p className="w-fit rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand">
            {t(m['directory.categories.count'], { count: sectors.length })}
          </p>
          <p className="max-w-3xl text-lg text-muted">{t(m['directory.categories.subtitle'])}</p>
        </div>
      </StaticContent>
      <div className="container-page py-12">
        <StaticContent as="ul" className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
          {sectors.map((sector) => (
            <li key={sector.id}>
              <SectorCard sector={sector} headingLevel={2} />
            </li>
          ))}
        </StaticContent>
      </div>
    </>
  )
}
