import type { Article } from '../../../schema.ts'

/** English version of the due diligence guide (content/guides/evaluer-startup-israelienne.ts). */
const content = `Assessing a startup means checking that what you are shown is true, complete and defensible. The exercise, known as *due diligence*, follows the same logic everywhere: team, technology, market, capital, legal and finance. But Israeli startups have features that a European investor often knows little about: public R&D grants that come with obligations, a specific regime for employee inventions, legal structures that straddle Israel and the United States, costs in shekels and revenue in dollars, and the possibility that part of the team is called up for reserve duty.

This guide offers a practical checklist, section by section, adapted to these features. It complements our article [How to invest in an Israeli startup](/comment-investir-startup-israelienne), which sets out the different ways into the ecosystem.

> **Disclaimer:** this guide is general and for information only. It is not investment advice, nor legal or tax advice. The Israeli rules mentioned are summarised in broad terms and change over time; for any transaction, work with qualified lawyers and tax advisers in Israel and in your own country.

## Before you start: scoping the exercise

The depth of due diligence should be proportionate to what is at stake. For a business angel cheque in a seed round, a few days of targeted work is often enough; for a large investment in a growth round, a full legal, financial and technical audit by professionals is the norm.

A few rules of method:

- **Ask for an organised data room**: articles of association, shareholders' agreement, capitalisation table, key contracts, accounts, intellectual property documents, public grant agreements.
- **Cross-check your sources**: do not rely on what the founders tell you alone. Call customers, former employees and co-investors.
- **Identify the lead investor** in the round: has it carried out its own due diligence, and will it share its conclusions?
- **Log the open points** and have them dealt with in the legal documentation (representations and warranties, conditions precedent) rather than leaving them unresolved.

## 1. The team

At seed stage, the team accounts for most of the value. In Israel it is often highly technical and drawn from a small number of talent pools: universities (the Technion, the Weizmann Institute, the Hebrew University, Tel Aviv University), the army's technology units (8200 and other intelligence or development units, the Talpiot programme) and large local companies.

What to check:

- **The founders' actual track record**: positions held, verifiable achievements, companies founded or sold. A prestigious line on a CV says nothing about the person's exact role; ask for references.
- **Complementary skills**: who sells, who builds, who manages? A purely technical team will soon have to hire someone commercial.
- **The geographical split**: in many Israeli startups, R&D stays in Israel while the CEO or the sales team moves to the United States. The model works, provided the two sides are well coordinated.
- **Founder commitment**: are their shares subject to a vesting schedule? Are they full-time?
- **Key-person risk**: what happens if a founder leaves?
- **Continuity when staff are called up**: some employees and founders may be called up as reservists, sometimes for long periods. Has the company documented its critical knowledge and arranged cover?

## 2. Technology and intellectual property

This is the section with the most Israel-specific points.

### Who really owns the technology?

- **Assignment of rights by founders and employees**: everyone who has contributed to the product must have signed an agreement assigning their intellectual property rights to the company. Check that nothing was developed before the company was set up without being transferred to it afterwards.
- **Employee inventions**: Israeli patent law has a specific regime for employee inventions, which can entitle inventors to remuneration. Employment contracts should contain an explicit waiver of this right; if it is missing, have it put right.
- **Previous employers**: did the founders leave an employer or their military service without taking protected code or know-how with them? A non-compete or confidentiality clause could be invoked later.
- **University technology**: if the technology comes from a university, it is usually licensed by the university's technology transfer company (Yissum for the Hebrew University, Yeda for the Weizmann Institute, Ramot for Tel Aviv University, T3 for the Technion). Read the licence: royalties, the university's equity stake, exclusivity, sublicensing terms and the clauses that apply in the event of an acquisition.

### Israel Innovation Authority grants

The Israel Innovation Authority, formerly the Office of the Chief Scientist, co-funds the R&D of many startups. Its grants are valuable, but they are not free money, and their terms can weigh on the company's value. In broad terms:

- **Royalties**: the company repays the grant through royalties on the revenue from the funded products, until the amount received, plus interest, has been paid back.
- **Know-how stays in Israel**: technology developed with the Authority's support cannot, in principle, be transferred out of Israel without approval. An approved transfer, for example when a foreign group buys the company, can trigger a payment of up to several times the grants received.
- **Manufacturing abroad** is also regulated and can lead to higher royalties.
- **Changes of ownership**: a foreign investor coming in above certain thresholds can trigger a notification and an undertaking to comply with these rules.

Ask for the list of programmes the company has benefited from, the amounts received, the royalties already paid and the amount still owed. Build these obligations into your valuation: they reduce the price a foreign buyer will be prepared to pay.

### Technical quality

- **An architecture and code review** by an independent expert for large investments: scalability, technical debt, security.
- **Open-source software**: an inventory of open-source components and their licences. Some licences require the code that incorporates them to be published.
- **Data and AI**: where does the training data come from? Does the company have the right to use it commercially? Does it depend on a single model provider?
- **Patents**: applications filed, countries covered, registered owners. A patent is only useful if it protects what actually creates value.

## 3. Market and traction

Because the Israeli domestic market is small, most startups target the United States and Europe from the outset. The central question is therefore whether the company can sell far from its home base.

- **The target customer**: who buys, who uses, who signs? Is the problem being solved a priority for that customer?
- **Market size**: prefer a bottom-up estimate (number of potential customers multiplied by price) to the big numbers published by research firms.
- **Real traction**: distinguish paying customers from free pilots, and signed contracts from letters of intent.
- **Metrics** (for a company selling subscriptions): annual recurring revenue, net revenue retention, gross margin, customer acquisition cost and the time it takes to recover it, churn rate. Ask for the raw data per customer, not just the aggregates.
- **Concentration**: what share of revenue do the top three customers account for?
- **Competition**: in Israel, it is common for several startups, sometimes founded by former colleagues, to go after the same niche. Map them, along with the large software vendors that could add the feature to their own offering.
- **Customer calls**: talk to three to five customers, at least one of them chosen by you rather than by the company.

To place the company within its sector, see the pages of our directory, reached from the list of [sectors](/categories).

## 4. The cap table, SAFEs and convertible instruments

The capitalisation table shows who owns what today and, above all, who will own what tomorrow.

### Think fully diluted

Ask for a fully diluted table that includes all shares, granted and ungranted options, warrants and the conversion of every convertible instrument. Check that it matches the register of shareholders and the board's resolutions.

### Employee option plans

Israeli employees usually receive their options under section 102 of the Israeli Income Tax Ordinance, which, subject to conditions and through a trustee, allows favourable tax treatment when the shares are sold. Employees based outside Israel are covered by sub-plans adapted to their country. Check the size of the option pool, any grants promised but not formalised, and acceleration clauses in the event of an acquisition.

### SAFEs and convertible loans

Early rounds are often financed with SAFEs (*Simple Agreement for Future Equity*, a template popularised by Y Combinator and sometimes adapted to Israeli law) or with convertible loan agreements, which are very common in Israel. For each instrument, note:

- the valuation cap and the discount applied on conversion;
- whether the cap is pre-money or post-money, which makes a big difference to dilution;
- for convertible loans, the interest rate, the maturity date and what happens if no round takes place before then;
- most-favoured-nation clauses and the rights granted to holders.

Model the conversion of all these instruments at the next round: a pile of SAFEs on different terms sometimes holds unpleasant surprises for founders and new investors alike.

### Rights attached to preferred shares

- **Liquidation preference**: a non-participating 1x preference is standard; higher multiples or participation reduce what the other shareholders receive in a sale.
- **Anti-dilution**: broad-based weighted average is the norm; full protection (*full ratchet*) is a bad sign.
- **Governance**: board composition, veto rights, information rights, pre-emption rights in later rounds.

Israeli companies are governed by the Companies Law of 1999; their articles of association usually set out these rights, and they must be read in detail.

## 5. Legal structure and the “Delaware flip”

Many Israeli startups begin life as limited companies under Israeli law. When they raise money from American investors or prepare for a listing in the United States, some of them restructure: this is the *Delaware flip*.

### How it works

A parent company is incorporated in the State of Delaware. The shareholders of the Israeli company exchange their shares for shares in the parent, and the Israeli company becomes a subsidiary, which usually keeps the R&D and the Israeli employees. American investors thus find themselves in a legal framework they know.

### What to check, in general terms

- **Tax on the exchange**: in Israel, a share exchange can be taxable; these transactions are usually carried out after obtaining a ruling from the Israeli tax authority that allows the tax to be deferred, subject to conditions, including a holding period. Ask for the ruling and check that its conditions are being met.
- **Where the intellectual property sits**: if the technology is transferred from the Israeli subsidiary to the parent, the transfer can give rise to a large tax bill in Israel. Many structures therefore leave the intellectual property in Israel, with the subsidiary invoicing its services to the parent at documented transfer prices.
- **Israel Innovation Authority grants**: the restructuring, and any transfer of funded know-how, must comply with the Authority's rules and have the necessary approvals.
- **Option plans**: Israeli employees' options must be replaced by options in the parent company without losing the benefit of the section 102 tax regime.
- **Tax incentive regimes**: the Israeli subsidiary may benefit from reduced rates under the Law for the Encouragement of Capital Investments; check the conditions and whether they will still hold after the restructuring.

A structure that has already been “flipped” is not a flaw, quite the contrary; but a poorly documented restructuring can create a tax liability that will come to light when the company is sold.

## 6. Legal and regulatory matters

- **Corporate documents**: an extract from the Israeli Registrar of Companies, up-to-date articles of association, the register of shareholders, minutes of board and shareholder meetings.
- **Employment law**: written contracts, mandatory pension contributions, provisions for severance pay (often handled through the section 14 mechanism of the Severance Pay Law), the risk of contractors being reclassified as employees, particularly abroad.
- **Data protection**: compliance with Israel's Protection of Privacy Law and, if the company processes data on European residents, with the GDPR. Israel benefits from an adequacy decision by the European Commission, which makes data transfers from the EU easier without relieving the company of its own obligations.
- **Export controls**: cybersecurity, encryption or dual-use products may need export licences issued by the Ministry of Defence. Check the licences and the countries where customers are based.
- **Sector regulation**: authorisation from the Bank of Israel or the Israeli financial regulators for a FinTech; FDA clearance or CE marking for a medical device.
- **Key contracts**: change-of-control clauses, exclusivity, limitations of liability, termination terms with the main customers and suppliers.
- **Litigation**: pending or threatened disputes, particularly with former partners, employees or employers.

## 7. Finance

- **The accounts**: Israeli companies have their accounts audited by audit firms, including the local members of the large international networks (Kesselman & Kesselman for PwC, Kost Forer Gabbay & Kasierer for EY, Somekh Chaikin for KPMG, Brightman Almagor Zohar for Deloitte). Ask for the latest audited accounts and recent management accounts.
- **Burn and runway**: how much does the company spend each month, and how many months can it last without raising again? A runway of less than a year when you invest will soon leave you facing a new round.
- **Currency risk**: revenue and funding are mostly in dollars, while salaries and rent are paid in shekels. A stronger shekel pushes up costs measured in dollars. Does the company have a hedging policy?
- **The cost of talent**: engineers' salaries in Israel are high and large groups compete hard to hire them; check that the hiring plan is realistic.
- **Hidden liabilities**: royalties owed to the Israel Innovation Authority, severance pay not provided for, variable pay commitments, tax disputes.
- **Revenue recognition**: deferred revenue, multi-year contracts, discounts, one-off revenue presented as recurring.
- **The business plan**: are the growth assumptions consistent with the track record and with current sales capacity?

## 8. Geopolitical context and business continuity

Geopolitical risk cannot be eliminated, but it can be managed. Since October 2023, Israeli startups have had to operate with reservists away for long stretches, disrupted travel and concern among some customers. Most of them kept delivering. Ask the company about:

- its business continuity plan and how it has put it into practice;
- how its teams and infrastructure are spread across several countries;
- how its data and services are backed up and hosted;
- how it communicated with its customers during periods of crisis.

Our article on the [sectors most resilient to crises](/blog/secteurs-resilients-crise) shows which models held up best.

## Summary checklist

1. Founders' track records verified and references taken up.
2. Founder vesting and a continuity plan in case of call-up.
3. Intellectual property assignment signed by every contributor, with a waiver of remuneration for employee inventions.
4. University licences and open-source licences reviewed.
5. Israel Innovation Authority grants listed, outstanding royalties and transfer restrictions assessed.
6. Traction verified through customer calls and per-customer data.
7. Fully diluted cap table, with the conversion of SAFEs and convertible loans modelled.
8. Liquidation preferences, anti-dilution and governance understood.
9. Legal structure, any Delaware flip and the related tax ruling examined.
10. Employment compliance, data protection and export controls checked.
11. Audited accounts, cash runway, exposure to the shekel and hidden liabilities analysed.
12. Open points dealt with in the round's legal documentation.

## Red flags

- Founders who refuse to share the cap table or key contracts.
- Intellectual property partly held by a founder, a university or a former employer without a clear agreement.
- Public grants whose obligations the company does not know precisely.
- A pile of SAFEs or convertible loans whose conversion nobody has modelled.
- “Reference” customers who are in fact free pilots.
- A cash runway of a few months presented as comfortable.
- A lead investor who is absent or is not reinvesting.

## Going further

Rigorous due diligence does not remove risk, but it avoids the most expensive mistakes. To choose a sector, browse the [sectors in our directory](/categories); to find companies, read our selection of the [most promising Israeli startups in 2025](/blog/startups-prometteuses-2025) and the other articles on our [blog](/blog). A question about this guide? [Contact us](/contact).`

export const article: Article = {
  id: 'guide-2',
  slug: 'evaluer-startup-israelienne',
  title: 'Assessing an Israeli startup: the due diligence guide',
  excerpt:
    'Team, technology and intellectual property, Israel Innovation Authority grants, SAFEs and convertible loans, the Delaware flip, legal and finance: a practical checklist for assessing an Israeli startup before you invest.',
  metaTitle: 'Assessing an Israeli startup: a due diligence guide',
  metaDescription:
    'Due diligence on an Israeli startup: team, intellectual property, Israel Innovation Authority grants, cap table, Delaware flip and finances.',
  content,
  authorId: 'pole-investissement',
  publishedAt: '2025-01-09',
  readTime: 12,
  category: 'Investissement',
  tags: ['Due diligence', 'Investment', 'Israel Innovation Authority', 'Intellectual property', 'Delaware flip', 'SAFE'],
  featured: false,
  coverImage: {
    src: '/images/guides/evaluer-startup-israelienne.svg',
    width: 1200,
    height: 630,
    alt: 'Abstract illustration: a stylised magnifying glass above a grid of ticked boxes, suggesting the methodical review of a file',
  },
  faq: [
    {
      question: 'How long does due diligence take?',
      answer:
        'It depends on the amount and the stage. For a business angel cheque in a seed round, a few days of targeted checks is often enough. For a large investment in a growth round, the legal, financial and technical audit carried out by professionals takes several weeks.',
    },
    {
      question: 'Are Israel Innovation Authority grants a drawback?',
      answer:
        'No. They often show that a technical project has been judged serious, and they reduce dilution. But they involve royalties and restrict the transfer abroad of the funded know-how, which can make an acquisition by a foreign group more expensive. They therefore need to be listed and built into the valuation.',
    },
    {
      question: 'What is a Delaware flip?',
      answer:
        'It is the restructuring in which a parent company is set up in the US state of Delaware: the shareholders of the Israeli company exchange their shares for shares in the parent, and the Israeli company becomes its subsidiary. It makes it easier to raise money from American investors, but its tax consequences need to be kept under control.',
    },
  ],
}
