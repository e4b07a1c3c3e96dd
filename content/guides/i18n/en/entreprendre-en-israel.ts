import type { Article } from '../../../schema.ts'

/** English version of premium guide 3 (content/guides/entreprendre-en-israel.ts). */
export const article: Article = {
  id: 'guide-3',
  slug: 'entreprendre-en-israel',
  title: 'Starting a business in Israel: a guide for French-speaking founders',
  excerpt:
    'Setting up a company, Israel Innovation Authority support, incubators, hiring, relocation and business culture: the steps to take and the people to talk to when launching a startup in Israel.',
  metaTitle: 'Starting up in Israel: a guide for French-speaking founders',
  metaDescription:
    'Launching a startup in Israel: legal structure, the Innovation Authority, incubators, hiring, visas and business culture, explained for French speakers.',
  content: `
Israel has long attracted founders from all over the world, and the French-speaking community has a particularly strong presence there. Starting a company in Tel Aviv, Jerusalem or Haifa gives you access to a renowned pool of engineers, to investors who are used to risk and to a dense ecosystem where meetings are quick to arrange. But the venture calls for preparation: company law, public funding, hiring, personal status and cultural codes differ markedly from what you are used to in France, Belgium, Switzerland or Canada.

This guide brings together the essentials for a French-speaking founder thinking of launching a technology company in Israel. It is no substitute for advice from a lawyer, an accountant or a tax adviser: Israeli rules change regularly, and every personal situation is different. Throughout the text we point to the official bodies to consult.

## Why start your company in Israel?

The first asset is people. Israeli universities (the Technion, Tel Aviv University, the Hebrew University of Jerusalem, the Weizmann Institute, Ben-Gurion University) train first-rate engineers. The army's technology units, the best known of which is Unit 8200, give young conscripts hands-on experience of complex projects, and many founders first met there.

The second asset is the density of the ecosystem. In a small area you will find hundreds of funds and support programmes, as well as the R&D centres of most of the world's major technology groups. In a single week a founder can meet an investor, a business angel and a first potential customer.

The third asset is an international outlook. The domestic market, with around ten million people, is too small, so Israeli startups think about exporting from the very start, above all to the United States. Your knowledge of the European market, its languages and its regulations can therefore be a real advantage.

The constraints have to be faced squarely too: a high cost of living, high engineering salaries, administration in Hebrew and a security situation that can weigh on business and on the availability of staff.

## Before you go: clarify your project

Before choosing a legal structure, ask yourself a few simple questions. Where will your customers, your research and development team and your first backers be? Will you move to Israel or run an Israeli team from Europe? The answers determine the form of your company, the support you can apply for and your tax position.

Three set-ups come up often: a startup created in Israel by a founder who lives there; a European company opening an R&D centre in Israel; co-founders split between the two, with a parent company in one country and a subsidiary in the other.

Take the time to explore the ecosystem before you commit. Browsing the [sectors](/categories) and the [list of startups](/startups) on this site will help you spot competitors and potential partners. A scouting trip of a few weeks, built around meetings, is often worth more than months of research from a distance.

## Choosing a legal structure

### The Israeli limited company

The most common form for a startup is the private limited company, recognisable by “Ltd” in English or “בע״מ” in Hebrew. It is registered with the Registrar of Companies, part of the Israeli Corporations Authority at the Ministry of Justice. Incorporation can take a few days when the file is complete: company name, articles of association, identity of the shareholders and directors, split of the share capital. In practice the application is almost always prepared by an Israeli lawyer, who certifies the founders' signatures.

Once incorporated, the company must register with the Israel Tax Authority for corporate tax and VAT, and with the National Insurance Institute (Bituah Leumi) as soon as it has employees. A local accountant is indispensable: bookkeeping, periodic returns and payroll follow precise rules, and dealings with the authorities are largely in Hebrew.

Take care over the shareholders' agreement from the outset: split of the equity between co-founders, progressive vesting of shares, what happens to a founder's shares if they leave, intellectual property contributed to the company. Investors will examine it closely during due diligence, as we explain in our guide [Assessing an Israeli startup](/guides/evaluer-startup-israelienne).

### Self-employment to test a project

Some founders start out as self-employed workers, under “osek patur” status, which is reserved for small turnovers and exempt from VAT, or as an “osek murshe”, who charges VAT. These statuses suit a test phase, not a fundraising: an investor buys shares, which requires a company. The thresholds change regularly; check them with the Tax Authority.

### A structure with a parent company abroad

Many Israeli startups that are aiming for American investors adopt a so-called “flip” structure: a parent company, often a Delaware company in the United States, owns an Israeli subsidiary that employs the team and carries out the research and development. This arrangement reassures some foreign funds and can make a future stock market listing or acquisition easier.

It is in no way compulsory, and it comes with costs: two sets of accounts, transfer pricing between parent and subsidiary, and tax consequences in Israel when intellectual property or shares change hands. Restructuring an existing company generally requires an advance ruling from the Israel Tax Authority. For a European founder, a French or European parent company with an Israeli subsidiary may make more sense if your customers and first investors are in Europe. Have the structure validated by advisers in each of the countries involved.

### Banking and a start-up budget

Opening a business bank account can take time, as Israeli banks check the source of funds and the identity of shareholders strictly, especially when they live abroad. Prepare your documents in advance and budget for the lawyer, the accountant and the first months of operation.

## Funding the early days: public support and capital

### The Israel Innovation Authority

The Israel Innovation Authority, which in 2016 took over from the Office of the Chief Scientist at the Ministry of Economy, is the central public body for funding innovation. It offers several families of programmes, whose names and terms change from one year to the next:

- support for the very earliest stages, for entrepreneurs who need to validate an idea or build a prototype;
- the R&D fund, which finances part of an Israeli company's approved R&D spending;
- the technological incubators programme, which combines public funding with investment from approved private incubators;
- thematic or regional programmes, for example for companies based in outlying regions or working in fields considered priorities;
- international cooperation programmes.

The general principle behind this support is worth understanding properly. It usually takes the form of conditional grants: the company repays nothing if the project fails, but pays royalties, calculated on its revenue, once the products of the funded research start to generate income, until the grant has been repaid. Above all, Israel's research and development law restricts the transfer out of Israel of know-how and production resulting from funded projects: it requires approval and can trigger a payment. Investors and potential buyers examine this point every time.

Go straight to the Innovation Authority's website for the programmes currently open, the eligibility criteria and the timetables that apply.

### Bilateral and European programmes

Israel is associated with the European framework programmes for research and innovation, including Horizon Europe, which allows Israeli entities to take part in European consortia. The Innovation Authority also runs bilateral industrial cooperation agreements with many countries, as well as Israel's participation in the Eureka network. The binational BIRD Foundation has been funding joint Israeli-American projects since the late 1970s.

For a French-speaking founder, these schemes are worth a look when a project brings together an Israeli entity and a European one. In France, Bpifrance is the natural point of contact for Franco-Israeli cooperation; check with it and with the Innovation Authority which calls for projects are open.

### Business angels, seed funds and venture capital

Private capital remains the main source of funding for startups. Funding rounds largely follow American practice: pre-seed and seed, then Series A, B and beyond. Convertible instruments such as SAFEs are common at the earliest stages. The country has many local funds, among them Pitango, Vertex Ventures Israel, Aleph, TLV Partners and Glilot Capital Partners, as well as studios that co-create companies, such as Team8 in cybersecurity. American and European funds also invest regularly in Israel, and the Jerusalem-based platform OurCrowd lets accredited investors take part in funding rounds.

Introductions count for a lot: an already funded founder who recommends you will open more doors than a cold email. Expect direct questions about the market, the competition and the team's ability to sell in the United States or Europe. Your network of European investors can usefully complement a round led by an Israeli fund.

If you are on the other side of the table, our article [How to invest in an Israeli startup](/comment-investir-startup-israelienne) sets out the investment routes available.

## Incubators, accelerators and technology transfer

The ecosystem offers many support organisations, and they are very different in kind.

**Technological incubators** approved by the Innovation Authority support projects with a strong technology component, often in life sciences or hardware. They provide funding that mixes public money with the incubator's own investment, as well as premises and close support, in exchange for a stake in the company.

**Accelerators** run programmes lasting a few months: mentoring, introductions to customers and investors, sometimes a small investment. Some are run by large technology groups, banks, insurers or carmakers looking for partners; others by alumni networks, such as the 8200 EISP programme, linked to alumni of Unit 8200. Before you sign up, check what the programme asks for in return, particularly in equity or exclusivity.

**Technology transfer companies** are unavoidable if your project rests on an academic invention. Yissum for the Hebrew University, Ramot for Tel Aviv University, Yeda for the Weizmann Institute, T3 for the Technion and BGN Technologies for Ben-Gurion University grant licences to the patents that come out of the laboratories. Licence terms are negotiated and will weigh on your future funding rounds.

Finally, the non-profit organisation Start-Up Nation Central, which publishes a database of the ecosystem, is a useful reference point for mapping a sector.

## Building your team

Hiring is often the toughest challenge. Experienced engineers are in high demand and well paid: a young company has to win them over with its project, its founders and its employee share ownership policy.

A few points of Israeli employment law to be aware of, in general terms:

- pension contributions are compulsory for employees, with one part paid by the employer and another by the employee;
- a medium-term savings fund, the “keren hishtalmut”, is a very widespread benefit in tech, and candidates often expect it;
- in the event of dismissal, the law provides for notice and, subject to conditions, severance pay; there are mechanisms for covering this severance pay through contributions made over time;
- stock options are usually granted under section 102 of the Income Tax Ordinance, which provides for favourable tax treatment when the shares are held by a trustee for a minimum period.

These rules have many exceptions and change regularly. Have your employment contracts and option plan drafted by a specialist lawyer, and rely on a local payroll provider.

Several features of the labour market surprise founders from Europe. The working week generally runs from Sunday to Thursday, with Friday a half-day or a day off. Some employees serve periods of army reserve duty, sometimes long ones called at short notice: a good continuity plan and shared documentation are essential. The Jewish autumn holidays slow business down sharply for several weeks, so much so that “after the holidays” is a stock phrase for putting off a decision.

Many startups combine an R&D team in Israel with sales teams in the United States or Europe. For a French-speaking founder, hiring salespeople in France, Belgium or Switzerland while keeping the technical work in Israel is a classic set-up, provided the employment law of each country is respected.

## Settling in: visas, status and practicalities

A founder's personal situation depends first of all on their nationality. The exact conditions change regularly and must be checked with the official bodies.

### Israeli citizens and new immigrants

People who meet the conditions of the Law of Return can obtain Israeli citizenship by making aliyah. From France, the process usually goes through the Jewish Agency, then through the Ministry of Aliyah and Integration once in Israel. New immigrants receive help to settle in: financial support for the first few months, Hebrew lessons (ulpan) and schemes to support entrepreneurship. Some benefits, tax benefits in particular, are temporary, and their conditions have changed in recent years; look into them before you set your arrival date.

### Foreign entrepreneurs

An entrepreneur who cannot become a citizen needs a suitable visa, issued by the Population and Immigration Authority. Schemes have been created for tech, for example a visa that allows foreign entrepreneurs to develop their project in Israel for a limited period, with the support of a host organisation recognised by the Innovation Authority, or a fast-track procedure for recruiting foreign experts. How they work depends on government decisions: consult these two authorities before making any plans, and allow time.

### Personal tax and social security

Tax residence is determined according to each country's criteria and can be challenged if you keep strong ties with your home country. A tax treaty between France and Israel aims to prevent double taxation. An adviser who knows both systems will save you costly mistakes, particularly on capital gains when you sell your shares.

On the social security side, Israeli residents pay contributions to the National Insurance Institute and join one of the health funds. French nationals moving abroad can also turn to the Caisse des Français de l'étranger, and CLEISS provides information on the social security agreements between France and other countries. Registering with the consulate on the register of French nationals living outside France makes administrative formalities easier.

On the practical side, housing is expensive in the Tel Aviv area. Hebrew is not essential in tech, where English dominates, but it makes daily life and dealings with the authorities much simpler.

## Understanding Israeli business culture

Israeli professional culture is one of the engines of the ecosystem, and a source of misunderstandings for newcomers.

- **Directness.** The word “dugri” describes a direct way of saying things. An investor may tell you within five minutes that your project does not interest them, or criticise your pitch without any softening. This is not rudeness but a way of saving time.
- **Chutzpah.** This sometimes disconcerting audacity means asking, insisting, challenging a decision or a superior. In a startup, it makes for vigorous debate and a very flat hierarchy.
- **Speed.** Decisions are made quickly and plans change. Remember to confirm in writing what has been agreed.
- **Networks.** Alumni of the same unit, the same university or the same company: personal ties count for a great deal.
- **Attitudes to failure.** A first project that did not work out is no stigma; many funded founders are on their second or third attempt.

A French-speaking founder would do well to adopt this pace without giving up their own strengths, such as thorough preparation and knowledge of European markets. First names are used by everyone, including with executives and investors.

## Where to set up: the main hubs

- **Tel Aviv** is home to a large share of the startups, funds and events. It is the natural choice for a software project that needs a network.
- **Herzliya**, north of Tel Aviv, hosts the headquarters of many technology companies and funds in its business district.
- **Jerusalem** builds on the Hebrew University and on successes such as [Mobileye](/startups/mobileye).
- **Haifa**, around the Technion and major R&D centres, is strong in hardware, semiconductors and engineering.
- **Beersheba**, with Ben-Gurion University and its technology park, has grown into a cybersecurity hub.
- **Rehovot**, around the Weizmann Institute and the Hebrew University's Faculty of Agriculture, attracts projects in life sciences and agrifood.
- **Petah Tikva, Raanana, Yokneam** and other cities also have technology parks.

The choice depends on your sector: look at the companies in your field on our [sector](/categories) pages, for example [cybersecurity](/category/cybersecurity) or [enterprise software](/category/enterprise), to see where your peers are based.

## Networking: events, communities and resources

Several annual events shape the ecosystem. Cyber Week, held at Tel Aviv University, brings together the cybersecurity world. DLD Tel Aviv is a festival devoted to innovation and startups. The OurCrowd Global Investor Summit, in Jerusalem, gathers investors and companies. Our [events](/categories/events) page presents these recurring gatherings.

Day to day, there are plenty of themed meetups, especially in Tel Aviv. The French-speaking community also has its own networks: entrepreneurs' associations, bilateral chambers of commerce, the French Tech Tel Aviv community and the Business France office in Israel. To keep up with news from the ecosystem, you can subscribe to our [weekly newsletter](/newsletter) and browse the [blog](/blog).

## Checklist for French-speaking founders

1. Validate the need and the target market, in Israel and internationally, and study the competitors already in place.
2. Decide where the founders, the R&D team, the customers and the investors will be.
3. Choose the legal structure with an Israeli lawyer and, if needed, an adviser in your home country.
4. Sign a clear shareholders' agreement: equity split, vesting, intellectual property.
5. Check your personal status: nationality, visa, tax residence, social security.
6. Open a bank account and appoint a local accountant.
7. Identify the Innovation Authority programmes and bilateral schemes that suit your project.
8. Build your network: incubators, accelerators, events, founders in your sector.
9. Prepare your hiring policy and your option plan.
10. Allow for the local calendar: a Sunday-to-Thursday week, the autumn holidays, reserve duty periods.

## In short

Starting a business in Israel offers exceptional access to talent, to investors and to a very fast-moving culture of innovation. For a French-speaking founder, a dual culture is a genuine asset, provided the legal, tax and personal side is well prepared. Surround yourself with local advisers, check the rules in force with the official bodies (the Innovation Authority, the Tax Authority, the Population and Immigration Authority, the Ministry of Aliyah and Integration, the French consulate) and take the time to understand the pace of the ecosystem.

Do you have a question about this guide, or would you like to make your startup known? Write to us from our [contact](/contact) page.
`,
  authorId: 'redaction',
  publishedAt: '2025-01-10',
  readTime: 15,
  category: 'Startups',
  tags: ['Entrepreneurship', 'Company formation', 'Israel Innovation Authority', 'Incubators', 'Recruitment', 'Moving abroad'],
  featured: false,
  coverImage: {
    src: '/images/guides/entreprendre-en-israel.svg',
    width: 1200,
    height: 630,
    alt: 'Abstract illustration: blue and turquoise geometric shapes coming together around a point of light',
  },
  faq: [
    {
      question: 'Do you need to speak Hebrew to set up a startup in Israel?',
      answer:
        'Not for day-to-day work in tech, where English dominates. Hebrew is still very useful for administrative formalities, accounting and everyday life; a local lawyer and accountant act as the link with the authorities.',
    },
    {
      question: 'Can a foreign company receive support from the Israel Innovation Authority?',
      answer:
        "National programmes are in principle aimed at Israeli companies carrying out their research and development in Israel, so an Israeli subsidiary may be eligible, depending on the conditions of the programme. Bilateral cooperation programmes also involve foreign companies. Check eligibility on the Innovation Authority's website.",
    },
    {
      question: 'How long does it take to register a company in Israel?',
      answer:
        "Registration with the Registrar of Companies can take a few days when the file is complete. After that come tax registration, opening a bank account, which often takes longer, and drafting the shareholders' agreement.",
    },
    {
      question: 'Does this guide replace legal or tax advice?',
      answer:
        'No. It sets out the main steps in general terms. The rules on companies, visas, tax and employment law change: get help from professionals and consult the official bodies mentioned.',
    },
  ],
}
