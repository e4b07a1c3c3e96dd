import { pageSocialImage } from '~/components/editorial/social-image.ts'
import type { Route } from './+types/categories'
import { useT } from '~/i18n/context.tsx'
import { languageOfRequest, pathsOf } from '~/lib/paths.ts'
import { translate } from '~/i18n/translate.ts'
import { categoriesData } from '~/lib/directory-data.ts'
import { pageMeta } from '~/lib/meta.ts'
import { rootDataFromMatches } from '~/lib/root-data.ts'
import { breadcrumbData } from '~/lib/structured-data.ts'
import { StaticContent } from '~/components/static-content.tsx'
import { deferred } from '~/lib/deferred.ts'
import { messagesHandle } from '~/i18n/load-messages.ts'
import { usePaths } from '~/lib/use-paths.ts'

// The kept sections' parts (ADR 0011) load only when the browser renders them (ADR 0012).
const Breadcrumbs = deferred(() => import('~/components/directory/breadcrumbs.tsx').then((module) => module.Breadcrumbs)).Component
const SectorCard = deferred(() => import('~/components/directory/sector-card.tsx').then((module) => module.SectorCard)).Component

/** The parts of the dictionary this page uses beyond `common` load with it (ADRs 0011 and 0012). */
export const handle = messagesHandle('directory', 'directory-sectors')

export function loader({ request }: Route.LoaderArgs) {
  return categoriesData(languageOfRequest(request))
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) => {
  const { language, siteUrl } = rootDataFromMatches(matches)
  const count = loaderData?.sectors.length ?? 0
  return pageMeta({
    title: translate(language, 'directory.categories.metaTitle'),
    image: pageSocialImage('/categories', translate(language, 'directory.categories.metaTitle')),
    description: translate(language, 'directory.categories.metaDescription', { count }),
    keywords: translate(language, 'directory.categories.metaKeywords'),
    path: location.pathname,
    siteUrl,
    language,
    structuredData: [
      breadcrumbData(siteUrl, [
        { name: translate(language, 'nav.home'), path: pathsOf(language).home() },
        { name: translate(language, 'nav.categories'), path: pathsOf(language).categories() },
      ], language),
    ],
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
              { name: t('nav.home'), path: paths.home() },
              { name: t('nav.categories'), path: paths.categories() },
            ]}
          />
          <h1 id="categories-title" className="text-3xl font-extrabold tracking-tight text-ink sm:text-4xl">
            {t('directory.categories.title')}
          </h1>
          <p className="w-fit rounded-full bg-brand-soft px-3 py-1 text-sm font-semibold text-brand">
            {t('directory.categories.count', { count: sectors.length })}
          </p>
          <p className="max-w-3xl text-lg text-muted">{t('directory.categories.subtitle')}</p>
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
