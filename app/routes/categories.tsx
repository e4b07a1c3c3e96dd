import { pageSocialImage } from '~/components/editorial/social-image.ts'
import type { Route } from './+types/categories'
import { useT } from '~/i18n/context.tsx'
import { languageOfRequest, pathsOf } from '~/lib/paths.ts'
import { translate } from '~/i18n/translate.ts'
import { categoriesData } from '~/lib/directory-data.server.ts'
import { pageMeta } from '~/lib/meta.ts'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import { StaticContent } from '~/on-demand/static-content.tsx'
import { deferred } from '~/on-demand/deferred.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

// The kept sections' parts load only when the browser renders them.
const Breadcrumbs = deferred(() => import('~/components/directory/breadcrumbs.tsx').then((module) => module.Breadcrumbs)).Component
const SectorCard = deferred(() => import('~/components/directory/sector-card.tsx').then((module) => module.SectorCard)).Component

export function loader({ request }: Route.LoaderArgs) {
  return categoriesData(languageOfRequest(request))
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const { language, siteUrl } = rootDataFromMatches(matches)
  const count = loaderData?.sectors.length ?? 0
  return pageMeta({
    title: translate(language, m['directory.categories.metaTitle']),
    image: pageSocialImage('/categories', translate(language, m['directory.categories.metaTitle'])),
    description: translate(language, m['directory.categories.metaDescription'], { count }),
    keywords: translate(language, m['directory.categories.metaKeywords']),
    path: location.pathname,
    siteUrl,
    language,
    breadcrumbs: [{ name: translate(language, m['nav.categories']), path: pathsOf(language).categories() }],
  })
}

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
