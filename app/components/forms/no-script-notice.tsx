import { TriangleAlert } from 'lucide-react'
import { useT } from '~/i18n/context.tsx'
import { m } from '~/paraglide/messages.js'

/**
 * Said where a form came back unsent because the page's script did not handle it: what happened, what to do,
 * and, when the form has a password or a code, that those were not kept.
 */
export function NoScriptNotice({ id, secrets }: { id: string; secrets: boolean }) {
  const t = useT()
  return (
    // The page opens here (the form's address ends with this id), below the sticky header.
    <div
      id={id}
      role="alert"
      data-testid="no-script-notice"
      className="flex scroll-mt-24 items-start gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-start text-sm text-ink"
    >
      <TriangleAlert className="mt-0.5 size-5 shrink-0 text-amber-700" aria-hidden />
      <div className="grid gap-1">
        <p className="font-semibold">{t(m['forms.noScript.title'])}</p>
        <p>{t(m['forms.noScript.text'])}</p>
        {secrets && <p>{t(m['forms.noScript.secrets'])}</p>}
      </div>
    </div>
  )
}
