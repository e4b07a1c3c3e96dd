import { ChevronDown } from 'lucide-react'
import { Accordion } from 'radix-ui'
import { useI18n } from '~/i18n/context.tsx'
import { cn } from '~/lib/utils.ts'

export interface FaqEntry {
  question: string
  answer: string
}

/**
 * FAQ accordion (spec section 4): one item open at a time, and the open item
 * can be closed. Keyboard: Tab to a question, Enter/Space to toggle, arrows to move.
 */
export function FaqAccordion({ items, className, headingLevel = 3 }: { items: readonly FaqEntry[]; className?: string; headingLevel?: 2 | 3 | 4 }) {
  const { dir } = useI18n()
  const Heading = `h${headingLevel}` as const
  return (
    <Accordion.Root type="single" collapsible dir={dir} className={cn('divide-y divide-line rounded-card border border-line bg-surface', className)}>
      {items.map((item, index) => (
        <Accordion.Item key={item.question} value={`item-${index}`} className="group">
          <Accordion.Header asChild>
            <Heading className="m-0">
              <Accordion.Trigger className="flex w-full items-center justify-between gap-4 px-5 py-4 text-start font-semibold text-ink hover:text-brand">
                <span>{item.question}</span>
                <ChevronDown className="size-5 shrink-0 transition-transform duration-200 group-data-[state=open]:rotate-180" aria-hidden />
              </Accordion.Trigger>
            </Heading>
          </Accordion.Header>
          <Accordion.Content className="px-5 pb-5 leading-relaxed text-muted">{item.answer}</Accordion.Content>
        </Accordion.Item>
      ))}
    </Accordion.Root>
  )
}
