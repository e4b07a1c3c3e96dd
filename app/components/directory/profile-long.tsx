import { FaqAccordion } from '~/components/faq-accordion.tsx'
import { deferredModule } from '~/on-demand/deferred.ts'
import { StaticContent } from '~/on-demand/static-content.tsx'
import { useT } from '~/i18n/context.tsx'
import type { ProfileView } from '~/lib/directory-data.server.ts'
import { useTextLanguage } from '~/lib/text-language.ts'
import { m } from '~/paraglide/messages.js'

type LongView = Extract<ProfileView, { layout: 'long' }>

// The kept parts' code loads only when the browser renders them: never on a first visit.
const { LongProfileHeader, LongProfileFacts, LongProfileText, LongProfileAside } = deferredModule(() => import('./profile-long-sections.tsx'))

/**
 * The longer profile layout (spec section 2): hero, key facts, about,
 * technologies or products, lists, FAQ, similar startups and the sector.
 * The written text is in the page's language; a French fallback is marked as such.
 */
export function LongProfile({ view }: { view: LongView }) {
  const t = useT()
  const written = useTextLanguage(view.profileLanguage)
  return (
    <article data-layout="long" aria-labelledby="profile-name">
      <StaticContent>
        <LongProfileHeader view={view} />
      </StaticContent>

      <div className="container-page grid grid-cols-1 gap-10 py-10">
        <StaticContent>
          <LongProfileFacts view={view} />
        </StaticContent>

        <div className="grid grid-cols-1 gap-10 lg:grid-cols-3">
          <div className="grid content-start gap-12 lg:col-span-2">
            <StaticContent className="grid content-start gap-12">
              <LongProfileText view={view} />
            </StaticContent>

            <section aria-labelledby="profile-faq" className="grid gap-4">
              <h2 id="profile-faq" className="text-2xl font-bold text-ink">
                {t(m['directory.profile.faq'])}
              </h2>
              <div {...written}>
                <FaqAccordion items={view.profile.faq} />
              </div>
            </section>
          </div>

          <StaticContent as="aside" className="grid content-start gap-6 lg:sticky lg:top-20 lg:self-start">
            <LongProfileAside view={view} />
          </StaticContent>
        </div>
      </div>
    </article>
  )
}
