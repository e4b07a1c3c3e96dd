import type { ReactNode } from 'react'
import type { KeyFactKey } from '../../../content/company-facts.ts'
import { formatMoney } from '../../../content/money.ts'
import { formatContentDate } from '~/components/editorial/format.ts'
import { useI18n, useT } from '~/i18n/context.tsx'
import type { Message } from '~/i18n/translate.ts'
import type { KeyFactView } from '~/lib/directory-data.server.ts'
import { roundLabel, stageLabel, useFormatBand } from './format.ts'
import type { Acquisition } from '../../../content/company-facts.ts'
import type { Translate } from '~/i18n/translate.ts'
import type { Language } from '~/i18n/languages.ts'
import { KeyFacts, type Fact } from './profile-parts.tsx'
import { m } from '~/paraglide/messages.js'

/**
 * How a profile names each key fact of the table (content/company-facts.ts). A fact's label may depend on the
 * others shown: a worldwide headcount is called so beside the register's staff in Israel.
 */
const keyFactLabels: { readonly [K in KeyFactKey]: Message } = {
  headcountIsrael: m['directory.profile.headcountIsrael'],
  headcountWorldwide: m['directory.profile.headcountWorldwide'],
  sizeBand: m['directory.profile.sizeBand'],
  employees: m['directory.profile.employees'],
  headquarters: m['directory.profile.headquarters'],
  israeliCentre: m['directory.profile.israeliCentre'],
  israeliLocality: m['directory.profile.israeliCity'],
  stage: m['directory.profile.stage'],
  lastRound: m['directory.profile.lastRound'],
  acquisition: m['directory.profile.acquisition'],
  funding: m['directory.profile.funding'],
  founded: m['directory.profile.founded'],
}

const dateLocales = { fr: 'fr-FR', en: 'en-GB', he: 'he-IL' } as const

/** 'Rachetée par Intel', 'Rachetée par Intel en 2020, pour 900 M$': what a source gives of an acquisition, no more. */
export function acquisitionLabel(t: Translate, deal: Acquisition, language: Language): string {
  const text = deal.year === undefined ? t(m['directory.acquisition.by'], { buyer: deal.acquirer }) : t(m['directory.acquisition.byIn'], { buyer: deal.acquirer, year: deal.year })
  return deal.amount ? t(m['directory.acquisition.price'], { deal: text, amount: formatMoney(deal.amount, language) }) : text
}

/**
 * A company's key facts, the same list in every profile layout (ADR 0040): the record's facts in the table's
 * order, each written for the page's language. A layout may give a fact in its own written words
 * (`written`: a long profile's headcount as the company states it) and add its written figures after them.
 */
export function CompanyKeyFacts({
  facts,
  written = {},
  extra = [],
}: {
  facts: readonly KeyFactView[]
  written?: Partial<Record<KeyFactKey, ReactNode>>
  extra?: readonly Fact[]
}) {
  const t = useT()
  const { language } = useI18n()
  const formatBand = useFormatBand()
  const shown = new Set(facts.map((fact) => fact.key))
  const valueOf = (fact: KeyFactView): ReactNode => {
    switch (fact.key) {
      case 'headcountIsrael':
      case 'headcountWorldwide':
        return t(m['directory.profile.headcountValue'], { count: formatBand(String(fact.value)) })
      case 'sizeBand':
        return t(m['directory.profile.sizeBandValue'], { size: formatBand(fact.value) })
      case 'employees':
        return formatBand(fact.value)
      case 'headquarters':
      case 'israeliCentre':
      case 'israeliLocality':
        return <bdi>{fact.value}</bdi>
      case 'stage':
        return stageLabel(t, fact.value)
      case 'lastRound':
        return roundLabel(t, fact.value)
      case 'acquisition':
        return acquisitionLabel(t, fact.value, language)
      case 'funding':
        return formatMoney(fact.value, language)
      case 'founded':
        return fact.value
    }
  }
  const list: Fact[] = facts.map((fact) => {
    const label = fact.key === 'employees' && shown.has('sizeBand') ? m['directory.profile.employeesWorldwide'] : keyFactLabels[fact.key]
    const value = written[fact.key] ?? valueOf(fact)
    return {
      fact: fact.key,
      label: t(label),
      value: fact.source ? (
        <>
          {value}{' '}
          <a href={fact.source.url} rel="noopener nofollow" className="text-xs font-normal text-muted underline underline-offset-2 hover:text-brand" data-testid="fact-source">
            ({t(m['directory.profile.factSource'], { date: formatContentDate(fact.source.date, dateLocales[language]) })})
          </a>
        </>
      ) : (
        value
      ),
    }
  })
  return <KeyFacts id="profile-facts" title={t(m['directory.profile.keyFacts'])} facts={[...list, ...extra]} />
}
