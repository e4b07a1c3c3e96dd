import { Mail } from 'lucide-react'
import { Link } from 'react-router'
import { useI18n } from '~/i18n/context.tsx'
import { useRootData } from '~/lib/root-data.ts'
import { LanguageButtons } from './language-menu.tsx'
import { headerLinks } from './site-header.tsx'
import { StaticContent } from '~/components/static-content.tsx'

/** Copyright year shown (spec sections 1 and 9). */
export const copyrightYear = 2025

export function SiteFooter() {
  const { t } = useI18n()
  const { footerSectors } = useRootData()
  return (
    <footer className="mt-auto bg-ink text-slate-200">
      <div className="container-page grid gap-10 py-12 sm:grid-cols-2 lg:grid-cols-4">
        <StaticContent scope="language" className="grid content-start gap-3">
          <p className="text-lg font-bold text-white">{t('brand.name')}</p>
          <p className="text-sm leading-relaxed text-slate-300">{t('footer.tagline')}</p>
          <Link to="/contact" className="inline-flex items-center gap-2 text-sm font-semibold text-white underline-offset-4 hover:underline">
            <Mail className="size-4" aria-hidden /> {t('footer.contactUs')}
          </Link>
        </StaticContent>
        <StaticContent scope="language" as="nav" aria-labelledby="footer-navigation">
          <h2 id="footer-navigation" className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">
            {t('footer.navigation')}
          </h2>
          <ul className="grid gap-2 text-sm">
            {headerLinks.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white hover:underline">
                  {t(link.label)}
                </Link>
              </li>
            ))}
            <li>
              <Link to="/startups" className="hover:text-white hover:underline">
                {t('nav.directory')}
              </Link>
            </li>
            <li>
              <Link to="/newsletter" className="hover:text-white hover:underline">
                {t('header.newsletter')}
              </Link>
            </li>
          </ul>
        </StaticContent>
        <StaticContent scope="language" as="nav" aria-labelledby="footer-sectors">
          <h2 id="footer-sectors" className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">
            {t('footer.popularSectors')}
          </h2>
          <ul className="grid gap-2 text-sm">
            {footerSectors.map(({ id, name }) => (
              <li key={id}>
                <Link to={`/category/${id}`} className="hover:text-white hover:underline">
                  {name}
                </Link>
              </li>
            ))}
          </ul>
        </StaticContent>
        <div className="grid content-start gap-3">
          <h2 className="text-sm font-semibold uppercase tracking-wide text-white">{t('footer.language')}</h2>
          <LanguageButtons className="flex flex-wrap gap-1" />
        </div>
      </div>
      <div className="border-t border-white/10">
        <div className="container-page flex flex-col gap-3 py-6 text-sm text-slate-300 md:flex-row md:items-center md:justify-between">
          <p>{t('footer.copyright', { year: copyrightYear })}</p>
          <StaticContent scope="language" as="nav" aria-label={t('footer.legal')}>
            <ul className="flex flex-wrap gap-x-4 gap-y-2">
              <li><Link to="/privacy" className="hover:text-white hover:underline">{t('footer.privacy')}</Link></li>
              <li><Link to="/terms" className="hover:text-white hover:underline">{t('footer.terms')}</Link></li>
              <li><Link to="/legal-notice" className="hover:text-white hover:underline">{t('footer.legalNotice')}</Link></li>
              <li><Link to="/privacy#rgpd" className="hover:text-white hover:underline">{t('footer.gdpr')}</Link></li>
              <li><Link to="/cookies" className="hover:text-white hover:underline">{t('footer.cookies')}</Link></li>
            </ul>
          </StaticContent>
        </div>
      </div>
    </footer>
  )
}
