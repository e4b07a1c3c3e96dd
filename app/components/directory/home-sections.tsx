import { ArrowRight, BookOpen, Clock, Cpu, ShieldCheck, TrendingUp } from 'lucide-react'
import { Link } from '~/components/link.tsx'
import { Card } from '~/components/ui/card.tsx'
import { buttonVariants } from '~/components/ui/button.tsx'
import { FeaturedStartupCard } from '~/components/directory/featured-startup-card.tsx'
import { SectionHeading } from '~/components/directory/section-heading.tsx'
import { SectorCard } from '~/components/directory/sector-card.tsx'
import { useI18n, useT } from '~/i18n/context.tsx'
import { groupThousands } from './format.ts'
import type { homeData } from '~/lib/directory-data.server.ts'
import { cn } from '~/lib/utils.ts'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

/**
 * The home page's kept sections: rendered by the server,
 * and in the browser only after a client-side navigation or a language
 * change, so a first visit never downloads this module.
 */
type HomeData = ReturnType<typeof homeData>

/** The hero's eyebrow, title and subtitle. */
export function HomeHeroText() {
  const t = useT()
  return (
    <>
      <p className="text-sm font-semibold uppercase tracking-wider text-blue-100">{t(m['directory.home.eyebrow'])}</p>
      <h1 id="home-title" className="text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
        {t(m['directory.home.title'])}
      </h1>
      <p className="max-w-2xl text-lg text-blue-50">{t(m['directory.home.subtitle'])}</p>
    </>
  )
}

/** The hero's link to the whole directory. */
export function HomeHeroBrowse({ companyCount }: { companyCount: number }) {
  const { t, language } = useI18n()
  const paths = usePaths()
  return (
    <Link
      to={paths.directory()}
      className="inline-flex w-fit items-center gap-1 rounded text-sm font-semibold text-white underline decoration-white/50 underline-offset-4 hover:decoration-white"
    >
      {t(m['directory.home.browseDirectory'], { count: groupThousands(String(companyCount), language) })}
      <ArrowRight className="size-4 rtl:rotate-180" aria-hidden />
    </Link>
  )
}

/**
 * The hero's figures, counted from the directory's data (issue 33, ADR 0049, superseding the specification's static
 * '500+' and '$12B+'): the companies and the sectors. A third, sourced figure comes with the funding issue.
 */
export function HomeHeroFigures({ companyCount, sectorCount }: { companyCount: number; sectorCount: number }) {
  const t = useT()
  const { language } = useI18n()
  const stats = [
    { value: groupThousands(String(companyCount), language), label: t(m['directory.home.statCompanies']) },
    { value: String(sectorCount), label: t(m['directory.home.statSectors']) },
  ]
  return (
    <>
      <dl className="grid grid-cols-2 gap-3">
        {stats.map((stat) => (
          <div key={stat.label} className="flex flex-col-reverse gap-1 rounded-card bg-white/10 p-4 text-center ring-1 ring-white/20 backdrop-blur">
            <dt className="text-xs text-blue-50 sm:text-sm">{stat.label}</dt>
            <dd className="text-2xl font-extrabold sm:text-4xl">
              <bdi>{stat.value}</bdi>
            </dd>
          </div>
        ))}
      </dl>
      <p className="text-xs text-blue-100">{t(m['directory.home.statsNote'])}</p>
      <p className="flex items-start gap-2 rounded-card bg-white/10 p-4 text-sm text-blue-50 ring-1 ring-white/20">
        <TrendingUp className="mt-0.5 size-4 shrink-0" aria-hidden />
        {t(m['directory.home.funding2024'])}
      </p>
    </>
  )
}

export function HomeSectors({ sectors }: { sectors: HomeData['sectors'] }) {
  const t = useT()
  const paths = usePaths()
  return (
    <>
      <SectionHeading
        id="home-sectors"
        title={t(m['directory.home.sectorsTitle'])}
        subtitle={t(m['directory.home.sectorsSubtitle'])}
        action={
          <Link to={paths.categories()} className={buttonVariants({ variant: 'secondary' })}>
            {t(m['directory.home.allSectors'])} <ArrowRight className="rtl:rotate-180" aria-hidden />
          </Link>
        }
      />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3 xl:grid-cols-5">
        {sectors.map((sector) => (
          <li key={sector.id}>
            <SectorCard sector={sector} compact />
          </li>
        ))}
      </ul>
    </>
  )
}

export function HomeWhyIsrael() {
  const t = useT()
  const reasons = [
    { key: 'resilience', icon: ShieldCheck, title: t(m['directory.home.whyResilienceTitle']), text: t(m['directory.home.whyResilienceText']), tone: 'bg-sky-100 text-sky-900' },
    { key: 'investment', icon: TrendingUp, title: t(m['directory.home.whyInvestmentTitle']), text: t(m['directory.home.whyInvestmentText']), tone: 'bg-emerald-100 text-emerald-900' },
    { key: 'technology', icon: Cpu, title: t(m['directory.home.whyTechnologyTitle']), text: t(m['directory.home.whyTechnologyText']), tone: 'bg-violet-100 text-violet-900' },
  ]
  return (
    <div className="container-page py-16">
      <SectionHeading id="home-why" title={t(m['directory.home.whyTitle'])} subtitle={t(m['directory.home.whySubtitle'])} />
      <ul className="grid gap-5 md:grid-cols-3">
        {reasons.map((reason) => (
          <Card as="li" key={reason.key} surface="canvas" elevation="flat" className="p-6">
            <span className={cn('inline-flex size-12 items-center justify-center rounded-xl', reason.tone)} aria-hidden="true">
              <reason.icon className="size-6" />
            </span>
            <h3 className="mt-4 text-lg font-bold text-ink">{reason.title}</h3>
            <p className="mt-2 text-sm leading-relaxed text-muted">{reason.text}</p>
          </Card>
        ))}
      </ul>
    </div>
  )
}

export function HomeFeatured({ featured }: { featured: HomeData['featured'] }) {
  const t = useT()
  const paths = usePaths()
  return (
    <>
      <SectionHeading
        id="home-featured"
        title={t(m['directory.home.featuredTitle'])}
        subtitle={t(m['directory.home.featuredSubtitle'])}
        action={
          <Link to={paths.directory()} className={buttonVariants({ variant: 'secondary' })}>
            {t(m['directory.home.allStartups'])} <ArrowRight className="rtl:rotate-180" aria-hidden />
          </Link>
        }
      />
      <ul className="grid gap-5 sm:grid-cols-2 lg:grid-cols-3">
        {featured.map((startup) => (
          <li key={startup.slug}>
            <FeaturedStartupCard startup={startup} />
          </li>
        ))}
      </ul>
    </>
  )
}

export function HomeGuides({ guides }: { guides: HomeData['guides'] }) {
  const t = useT()
  const paths = usePaths()
  return (
    <div className="container-page py-16">
      <SectionHeading id="home-guides" title={t(m['directory.home.guidesTitle'])} subtitle={t(m['directory.home.guidesSubtitle'])} />
      <ul className="grid gap-5 md:grid-cols-3">
        {guides.map((guide) => (
          <li key={guide.id}>
            <Card as="article" data-testid="guide-card" surface="canvas" elevation="flat" linked className="group flex h-full flex-col gap-3 p-6 transition hover:border-brand/40">
              <div className="flex items-center justify-end gap-3">
                <span className="inline-flex items-center gap-1 text-xs text-muted">
                  <Clock className="size-3.5" aria-hidden /> {t(m['directory.home.readTime'], { minutes: guide.readTime })}
                </span>
              </div>
              <h3 className="text-lg font-bold leading-snug text-ink group-hover:text-brand">{guide.title}</h3>
              <p className="text-sm leading-relaxed text-muted">{guide.description}</p>
              <Link
                to={paths.page(guide.path)}
                className="mt-auto inline-flex items-center gap-1 pt-2 text-sm font-semibold text-brand outline-none after:absolute after:inset-0 after:rounded-card after:content-['']"
              >
                <BookOpen className="size-4" aria-hidden />
                {t(m['directory.home.readGuide'])}
                <span className="sr-only">: {guide.title}</span>
              </Link>
            </Card>
          </li>
        ))}
      </ul>
    </div>
  )
}
