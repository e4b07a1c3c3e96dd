import { ChevronDown } from 'lucide-react'
import { useId, useState, type KeyboardEvent } from 'react'
import { cardVariants } from '~/components/ui/card.tsx'
import { cn } from '~/lib/utils.ts'

export interface FaqEntry {
  question: string
  answer: string
}

/**
 * FAQ accordion (spec section 4): one item open at a time, and the open item
 * can be closed. Keyboard (WAI-ARIA APG accordion): Tab to a question,
 * Enter/Space to toggle, the arrows, Home and End to move between questions.
 */
export function FaqAccordion({ items, className, headingLevel = 3 }: { items: readonly FaqEntry[]; className?: string; headingLevel?: 2 | 3 | 4 }) {
  const [openIndex, setOpenIndex] = useState<number | null>(null)
  const id = useId()
  const Heading = `h${headingLevel}` as const

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const triggers = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('button[aria-controls]'))
    const index = triggers.indexOf(event.target as HTMLButtonElement)
    if (index < 0) return
    const last = triggers.length - 1
    const next = { ArrowDown: index === last ? 0 : index + 1, ArrowUp: index === 0 ? last : index - 1, Home: 0, End: last }[event.key]
    if (next === undefined) return
    event.preventDefault()
    triggers[next]?.focus()
  }

  return (
    <div onKeyDown={onKeyDown} className={cardVariants({ elevation: 'flat', className: cn('divide-y divide-line', className) })}>
      {items.map((item, index) => {
        const open = openIndex === index
        return (
          <div key={item.question} data-state={open ? 'open' : 'closed'} className="group">
            <Heading className="m-0">
              <button
                type="button"
                id={`${id}-q${index}`}
                aria-expanded={open}
                aria-controls={`${id}-a${index}`}
                onClick={() => setOpenIndex(open ? null : index)}
                className="flex w-full items-center justify-between gap-4 px-5 py-4 text-start font-semibold text-ink hover:text-brand"
              >
                <span>{item.question}</span>
                <ChevronDown className="size-5 shrink-0 transition-transform duration-200 group-data-[state=open]:rotate-180" aria-hidden />
              </button>
            </Heading>
            <div id={`${id}-a${index}`} role="region" aria-labelledby={`${id}-q${index}`} hidden={!open} className="px-5 pb-5 leading-relaxed text-muted">
              {item.answer}
            </div>
          </div>
        )
      })}
    </div>
  )
}
