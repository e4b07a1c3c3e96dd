import { FaqAccordion } from '~/components/faq-accordion.tsx'
import { StaticContent } from '~/on-demand/static-content.tsx'
import { useI18n } from '~/i18n/context.tsx'
import { deferredModule } from '~/on-demand/deferred.ts'
import type { ArticlePageData } from './types.ts'
import { useTextLanguage } from '~/lib/text-language.ts'
import { m } from '~/paraglide/messages.js'

// The kept parts' code and the Markdown renderer load only when the browser renders them: never on a
// first visit.
const { ArticleHeader, ArticleText, ArticleEnd, ArticleRelated } = deferredModule(() => import('./article-sections.tsx'))

/**
 * One article, as the blog (/blog/:slug), the standalone investment guide and
 * the guide pages show it: category, date, reading time, title, excerpt,
 * author, cover, the formatted text, its FAQ when it has one, tags, a call to
 * explore the sectors, other articles and the way back to the blog.
 * The article is in the page's language; where it has no version in
 * it, the French text is shown and marked with its lang and dir.
 */
export function ArticleView({ data }: { data: ArticlePageData }) {
  const { t } = useI18n()
  const { article, related } = data
  const written = useTextLanguage(data.language)
  return (
    <article className="pb-16">
      <StaticContent as="header" className="border-b border-line bg-surface">
        <ArticleHeader data={data} />
      </StaticContent>

      <div className="container-page max-w-4xl">
        <StaticContent>
          <ArticleText data={data} />
        </StaticContent>

        <div className="max-w-3xl">
          {article.faq && article.faq.length > 0 && (
            <section aria-labelledby="article-faq" className="mt-14">
              <h2 id="article-faq" className="mb-5 text-2xl font-bold text-ink">
                {t(m['editorial.article.faqTitle'])}
              </h2>
              <div {...written}>
                <FaqAccordion items={article.faq} />
              </div>
            </section>
          )}

          <StaticContent>
            <ArticleEnd data={data} />
          </StaticContent>
        </div>

        {related.length > 0 && (
          <StaticContent as="section" aria-labelledby="article-related" className="mt-16 border-t border-line pt-10">
            <ArticleRelated data={data} />
          </StaticContent>
        )}
      </div>
    </article>
  )
}
