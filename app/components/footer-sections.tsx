import { Mail } from 'lucide-react'
import { Link } from '~/components/link.tsx'
import { useT } from '~/i18n/context.tsx'
import type { RootData } from '~/lib/root-data.ts'
import { headerLinks } from './site-header.tsx'
import { usePaths } from '~/lib/use-paths.ts'
import { m } from '~/paraglide/messages.js'

/**
 * The footer's kept sections: rendered by the server, and in the
 * browser only after a language change, so a first visit never downloads this
 * module (site-footer.tsx).
 */

export function FooterAbout() {
  const t = useT()
  const paths = usePaths()
  return (
    <>
      <p className="text-lg font-bold text-white">{t(m['brand.name'])}</p>
      <p className="text-sm leading-relaxed text-slate-300">{t(m['footer.tagline'])}</p>
      <Link to={paths.contact()} className="inline-flex items-center gap-2 text-sm font-semibold text-white underline-offset-4 hover:underline">
        <Mail className="size-4" aria-hidden /> {t(m['footer.contactUs'])}
      </Link>
    </>
  )
}

export function FooterNavigation() {
  const t = useT()
  const paths = usePaths()
  return (
    <>
      <h2 id="footer-navigation" className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">
        {t(m['footer.navigation'])}
      </h2>
      <ul className="grid gap-2 text-sm">
        {headerLinks.map((link) => (
          <li key={link.to(paths)}>
            <Link to={link.to(paths)} className="hover:text-white hover:underline">
              {t(link.label)}
            </Link>
          </li>
        ))}
        <li>
          <Link to={paths.newsletter()} className="hover:text-white hover:underline">
            {t(m['header.newsletter'])}
          </Link>
        </li>
      </ul>
    </>
  )
}

export function FooterSectors({ sectors }: { sectors: RootData['footerSectors'] }) {
  const t = useT()
  const paths = usePaths()
  return (
    <>
      <h2 id="footer-sectors" className="mb-3 text-sm font-semibold uppercase tracking-wide text-white">
        {t(m['footer.popularSectors'])}
      </h2>
      <ul className="grid gap-2 text-sm">
        {sectors.map(({ id, name }) => (
          <li key={id}>
            <Link to={paths.sector(id)} className="hover:text-white hover:underline">
              {name}
            </Link>
          </li>
        ))}
      </ul>
    </>
  )
}

export function FooterLegal() {
  const t = useT()
  const paths = usePaths()
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-2">
      <li><Link to={paths.legal('privacy')} className="hover:text-white hover:underline">{t(m['footer.privacy'])}</Link></li>
      <li><Link to={paths.legal('terms')} className="hover:text-white hover:underline">{t(m['footer.terms'])}</Link></li>
      <li><Link to={paths.legal('legal-notice')} className="hover:text-white hover:underline">{t(m['footer.legalNotice'])}</Link></li>
      <li><Link to={paths.legal('privacy', '#rgpd')} className="hover:text-white hover:underline">{t(m['footer.gdpr'])}</Link></li>
      <li><Link to={paths.legal('cookies')} className="hover:text-white hover:underline">{t(m['footer.cookies'])}</Link></li>
      <li><Link to={paths.sources()} className="hover:text-white hover:underline">{t(m['footer.sources'])}</Link></li>
    </ul>
  )
}
