import { data } from 'react-router'
import { translate, type Message } from '~/i18n/translate.ts'
import type { NotFoundAnswer, NotFoundKind } from './not-found.ts'
import { languageOfRequest } from './paths.ts'
import { m } from '~/paraglide/messages.js'

/** The texts of each kind's missing page: its heading and title, its message and description, its keywords. */
const notFoundTexts: Record<NotFoundKind, Record<'title' | 'description' | 'keywords', Message>> = {
  sector: { title: m['directory.sector.notFoundTitle'], description: m['directory.sector.notFoundMessage'], keywords: m['meta.default.keywords'] },
  article: { title: m['editorial.article.notFoundTitle'], description: m['editorial.article.notFoundText'], keywords: m['editorial.blog.keywords'] },
  guide: { title: m['editorial.guide.notFoundTitle'], description: m['editorial.guide.notFoundText'], keywords: m['editorial.blog.keywords'] },
}

/**
 * What a loader throws when its address names nothing: HTTP 404, the path logged, and the page the root's
 * error boundary renders (app/root.tsx): the kind's own missing page, or the 404 page. The kind's texts are
 * said here, on the server, so the head and the page say them without the shell's code carrying them.
 */
export function notFound(request: Request, kind?: NotFoundKind): never {
  console.warn(`404 ${new URL(request.url).pathname}`)
  if (!kind) throw data(null, { status: 404 })
  const language = languageOfRequest(request)
  const texts = notFoundTexts[kind]
  const answer: NotFoundAnswer = {
    kind,
    title: translate(language, texts.title),
    description: translate(language, texts.description),
    keywords: translate(language, texts.keywords),
  }
  throw data(answer, { status: 404 })
}
