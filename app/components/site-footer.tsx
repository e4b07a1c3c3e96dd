import { lazy } from 'react'
import { useI18n } from '~/i18n/context.tsx'
import { useRootData } from '~/lib/root-data.ts'
import { LanguageButtons } from './language-menu.tsx'
import { StaticContent } from '~/on-demand/static-content.tsx'
import { m } from '~/paraglide/messages.js'

// The kept sections' code loads only when the browser renders them, after a language change:
// never on a first visit. The language buttons and the copyright line stay in the shell.
const footerSections = () => import('./footer-sections.tsx')
const FooterAbout = lazy(() => footerSections().then((module) => ({ default: module.FooterAbout })))
const FooterNavigation = lazy(() => footerSections().then((module) => ({ default: module.FooterNavigation })))
const FooterSectors = lazy(() => footerSections().then((module) => ({ default: module.FooterSectors })))
const FooterLegal = lazy(() => footerSections().then((module) => ({ default: module.FooterLegal })))

export function SiteFooter() {
  const { t } = useI18n()
  const { footerSectors, year } = useRootData()
  return (
    <footer className="mt-auto bg-ink text-slate-200">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <StaticContent scope="language" className="grid content-start gap-3">
          <FooterAbout />
        </StaticContent>
        <StaticContent scope="language" as="nav" aria-labelledby="footer-navigation">
          <FooterNavigation />
        </StaticContent>
        <StaticContent scope="language" as="nav" aria-labelledby="footer-sectors">
          <FooterSectors sectors={footerSectors} />
        </StaticContent>
        <div className="grid content-start gap-3">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t(m['footer.language'])}</h2>
          <LanguageButtons className="flex flex-wrap gap-1" />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-sm text-slate-300 md:flex-row md:items-center md:justify-between">
          <div className="grid gap-1">
            <p>{t(m['footer.copyright'], { year })}</p>
            <p className="text-xs text-slate-400">{t(m['footer.dataCredit'])}</p>
          </div>
          <StaticContent scope="language" as="nav" aria-label={t(m['footer.legal'])}>
            <FooterLegal />
          </StaticContent>
        </div>
      </div>
    </footer>
  )
}
