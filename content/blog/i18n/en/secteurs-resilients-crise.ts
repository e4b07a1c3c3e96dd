import type { Article } from '../../../schema.ts'

const content = `Over twenty-five years, Israeli tech has lived through the bursting of the dot-com bubble, the financial crisis of 2008, the Covid-19 pandemic, the sharp rise in interest rates in 2022, a domestic political crisis over the judicial reform in 2023 and, since 7 October 2023, a long war that has called up a very large number of reservists. Each time, investors saw some segments buckle while others held firm or even sped up.

This article offers a way of reading these events: what makes a sector resilient, which sectors of Israeli tech have best withstood past shocks, and where their weak points lie. It is not a list of stocks to buy but an aid to understanding where the risks are.

> **Note:** this article is for information only and is not investment advice. A sector's resilience guarantees neither the success of any particular company nor the return on an investment.

## What is a resilient sector?

A resilient sector is not one whose valuations never fall: in 2022, almost every technology stock dropped. It is a sector whose **business** (sales, customer retention, the ability to keep delivering) stands up to shocks. Six criteria help to assess it:

1. **Non-discretionary demand.** Customers cannot put off buying without taking a serious risk, as is the case for IT security or some medical equipment.
2. **Recurring revenue.** Subscriptions and multi-year contracts cushion the ups and downs of the economy.
3. **A global, diversified customer base.** Israel's domestic market is small; companies that sell to the United States, Europe and Asia from the outset depend little on the local economy.
4. **Production that is not tied to the territory.** Software can be developed and delivered remotely; a factory or a laboratory is more exposed to local disruption.
5. **High barriers to entry.** Rare expertise, patents, regulatory certifications or deep integration with the customer.
6. **Access to funding that does not dry up.** Sectors seen as strategic keep attracting capital when others go short.

## What past crises teach us

### The dot-com bubble (2000-2002)

The bursting of the bubble hit the Israeli ecosystem hard, at a time when it was heavily geared towards telecommunications and the consumer internet. Many startups disappeared. The companies that already had paying customers and an indispensable product survived: [Check Point](/startups/check-point), founded in 1993, sold firewalls to businesses and came through the crisis to become one of the world's mainstays of cybersecurity.

### The financial crisis of 2008

The Israeli economy weathered the 2008 crisis relatively well, thanks in particular to a prudent banking system. Fundraising nevertheless fell. Software vendors selling to businesses through licences or subscriptions held up better than projects that depended on fresh funding.

### The pandemic (2020-2021)

The pandemic acted as an accelerator: remote working, e-commerce, telemedicine and cloud security saw a sudden surge in demand. Companies such as [Wix](/startups/wix), [monday.com](/startups/monday-com) and TytoCare benefited, and 2021 was a record year for funding in Israeli tech.

### The correction of 2022-2023

The rapid rise in interest rates drove valuations down and made venture capital scarce worldwide. In Israel, this correction was compounded in 2023 by a political crisis that worried some investors. Companies whose growth relied on one funding round after another had to cut staff; those with recurring revenue and a solid cash position were able to keep investing.

### The war since October 2023

The call-up of many reservists, among them engineers, managers and founders, put organisations to the test. Several rating agencies downgraded Israel's sovereign rating in 2024. Yet the great majority of technology companies kept serving their customers. Continuity plans, teams spread across Israel, Europe and the United States, and the habit of remote working acquired during the pandemic all played a decisive part.

## 1. Cybersecurity, the mainstay

Cybersecurity ticks almost every box. Security budgets are among the last that companies cut, because the cost of an attack far exceeds the cost of protection. Regulation reinforces this demand: in Europe, the NIS2 directive extends security obligations to many sectors. And the geopolitical context, with its growing number of state-sponsored cyberattacks, keeps the need alive.

Israel has a structural advantage in this field. The expertise built up in the army's technology intelligence units, long-established players such as Check Point and [CyberArk](/startups/cyberark), the role of the Israel National Cyber Directorate and the creation of a cyber hub in Beer-Sheva around Ben-Gurion University have produced a complete ecosystem: experienced founders, specialist investors such as Team8, demanding customers and regular buyers. The new generation, with Wiz, Cato Networks and Cyera, kept attracting large sums while the rest of venture capital was contracting.

**Weak points:** a very crowded market in which many startups compete for the same niches; consolidation that favours the broadest platforms; valuations that are sometimes stretched. To explore the sector, see our [Cybersecurity](/category/cybersecurity) page.

## 2. Enterprise software and B2B SaaS

Vendors of software sold to businesses by subscription combine recurring revenue, an international customer base and entirely digital production. [monday.com](/startups/monday-com) for work management, [JFrog](/startups/jfrog) for the software delivery pipeline and [Gong](/startups/gong) for the analysis of sales conversations illustrate the model: their customers are spread around the world and their teams work across several continents.

The model's resilience rests on customer loyalty: a tool built into a company's daily processes is rarely dropped overnight. The key indicators are net revenue retention (what existing customers bring in from one year to the next) and gross margin.

**Weak points:** when budgets are tight, customers cut the number of licences and take longer to decide; generative artificial intelligence calls some products into question; competition from the big American vendors is strong. See our [Enterprise software](/category/enterprise) page.

## 3. Defence, dual-use and security technologies

Demand for dual-use technologies, civilian and military, rises precisely when tensions mount. Israel has major defence manufacturers, such as Elbit Systems, Rafael and Israel Aerospace Industries, and a growing number of startups developing drones, sensors, vision systems or data analysis tools born of operational needs. The increase in defence budgets in Europe since 2022 is opening up new markets.

**Weak points:** exports of these technologies require licences issued by the Ministry of Defence; sales cycles with governments are long; some investors, particularly those bound by strict ESG criteria, stay out of the sector altogether. The related breakthrough technologies are covered on our [Deep Tech](/category/deeptech) page.

## 4. Digital health and medical technology

Demand for healthcare does not depend on the economic cycle, which gives medical technology a natural stability. Israel has a distinctive asset: its health funds (Clalit, Maccabi, Meuhedet and Leumit) digitised their members' records decades ago, providing longitudinal data that is valuable for research and artificial intelligence. Hospitals such as Sheba Medical Center have set up their own innovation arms.

Companies such as Aidoc, which uses AI to help radiologists spot emergencies, and TytoCare, which makes remote medical examinations possible, show the country's ability to export these solutions, particularly to the United States.

**Weak points:** regulatory approvals (the FDA in the United States, CE marking in Europe) are slow and costly; hospitals buy slowly; reimbursement for digital solutions remains uncertain in many countries. See our [MedTech](/category/medtech) page.

## 5. Water, agriculture and climate

Food security and access to water are lasting needs, and Israel built recognised expertise out of necessity. Netafim popularised drip irrigation around the world; IDE Technologies built large desalination plants, a technology that now supplies a large share of the country's drinking water; startups such as CropX (soil sensors) and Taranis (crop monitoring) apply data to agriculture.

**Weak points:** these businesses often combine hardware and software, with greater capital needs and long sales cycles with farmers or local authorities. Energy shows clearly the difference between a structural need and a cyclical business: SolarEdge, a specialist in solar inverters, saw its business fall sharply from 2023 as the European residential market slowed, even though the energy transition was continuing. See our [AgTech](/category/agtech) and [Energy](/category/energy) pages.

## 6. Artificial intelligence and data infrastructure

Artificial intelligence is less a sector than a cross-cutting layer that feeds into all the others. Its resilience comes from the sheer scale of global investment behind it. Israel holds a notable place in it: Nvidia has had a major R&D centre there since acquiring Mellanox, and in 2024 it bought the startup Run:ai, which specialises in orchestrating computation on graphics processors. Companies such as AI21 Labs (language models) and Hailo (embedded AI processors) develop their own technology.

**Weak points:** competition from the American giants, whose computing resources are in a different league; high valuations; the risk that a feature developed by a startup is built into a large platform for free. See our [AI & Big Data](/category/ai-bigdata) page.

## The segments more exposed to shocks

Some segments are structurally more sensitive to crises:

- **Online advertising and digital marketing**, whose budgets are among the first to be cut in a downturn. Specialist players, such as those on our [AdTech](/category/adtech) page, have to show an immediate return on investment.
- **Lending and some FinTech**, which are sensitive to interest rates and to the risk of borrowers defaulting. Payment infrastructure, closer to a recurring service, holds up better.
- **Travel and consumer services**, hit hard during the pandemic.
- **Capital-intensive hardware**, which depends on regular fundraising and physical supply chains.

Exposed does not mean doomed: in each of these segments, well-run companies come through crises. But the margin for error is smaller.

## What resilience does not guarantee

Three warnings are in order:

- **A sector's resilience is not a company's.** Even in cybersecurity, many startups fail because they cannot stand out.
- **A resilient sector can be overvalued.** If every investor looks for safety in the same place, entry prices rise and future returns fall.
- **The past is only a clue.** The next crisis may hit a sector that withstood the previous ones well.

## Applying this framework to a deal

When looking at a startup, ask yourself the following questions:

1. Could its customers do without its product during a difficult year?
2. What share of its revenue is recurring, and what is its net retention?
3. How many months can it run on its current cash without raising more?
4. Can its teams and operations carry on if some of its staff are called up?
5. Are its customers concentrated in a single country or a single sector?
6. Does its entry price take these risks into account?

To go further into the method, see our [due diligence guide](/guides/evaluer-startup-israelienne) and our article [How to invest in an Israeli startup](/blog/comment-investir-startup-israelienne). For an overview of the companies to watch, read [The most promising Israeli startups in 2025](/blog/startups-prometteuses-2025).

## In short

Crisis after crisis, Israeli tech has shown a remarkable ability to adapt, which owes as much to the structure of its economy, geared towards software exports, as to the culture of its entrepreneurs. Cybersecurity, enterprise software, dual-use defence technologies, digital health and water and agricultural technologies stand out as the most robust segments; artificial intelligence runs through them all. See our [Innovation in Israel](/categories/innovation-israel) feature, our analyses of [innovation](/categories/innovation), all the [sectors in the directory](/categories) and our other articles on the [blog](/blog).`

export const article: Article = {
  id: '2',
  slug: 'secteurs-resilients-crise',
  title: 'The Israeli tech sectors most resilient to crises',
  excerpt:
    'From the dot-com bubble to the war that began in October 2023, Israeli tech has come through many crises. Cybersecurity, B2B SaaS, defence, health, water and agriculture: which sectors hold up best, and why?',
  metaTitle: 'Israeli tech: the sectors most resilient to crises',
  metaDescription:
    'Cybersecurity, enterprise software, defence, digital health, water and agriculture: an analysis of the Israeli tech sectors that best withstand crises.',
  content,
  authorId: 'redaction',
  publishedAt: '2025-01-07',
  readTime: 10,
  category: 'Investissement',
  tags: ['Resilience', 'Cybersecurity', 'SaaS', 'Defence', 'HealthTech', 'AgTech', 'Sector analysis'],
  featured: true,
  coverImage: {
    src: '/images/blog/secteurs-resilients-crise.svg',
    width: 1200,
    height: 630,
    alt: 'Abstract illustration: a blue shield bearing a tick, surrounded by concentric waves, facing jagged red curves, a symbol of resilience',
  },
}
