import type { Article } from '../../../schema.ts'

const content = `Israel is home to several thousand startups for a population of around ten million, and its technology companies are among the most closely watched by international investors. For investors abroad, French-speaking ones included, the question is no longer whether this ecosystem deserves attention but which way in to choose. Each route comes with a very different minimum ticket, investment horizon, level of risk and liquidity.

This guide reviews the five main ways of investing in Israeli tech, how to check a deal before you sign, and the currency and tax questions to think through in advance.

> **Disclaimer:** this article is for information only. It is neither investment advice nor a recommendation to buy or sell any security. Investing in a startup exposes you to the risk of losing all your capital and to severe illiquidity. Before making any decision, talk to a financial adviser and a tax specialist.

## Why Israeli tech attracts investors

Three factors explain the country's lasting appeal.

- **A very deep pool of talent.** The universities (the Technion, the Weizmann Institute, the Hebrew University of Jerusalem, Tel Aviv University) and the army's technology units, including Unit 8200, train engineers and researchers every year, many of whom go on to found companies.
- **A long-standing public policy of support for innovation.** The Yozma programme, launched in 1993, kick-started the local venture capital industry by co-investing alongside foreign funds. Today the Israel Innovation Authority still co-finances the R&D of many young companies.
- **A reassuring track record of exits.** Google's acquisition of Waze in 2013, Intel's purchase of [Mobileye](/startups/mobileye) in 2017 and Nvidia's takeover of Mellanox showed that the world's largest groups buy Israeli technology. Dozens of the country's companies are also listed on Nasdaq, from [Check Point](/startups/check-point) to [monday.com](/startups/monday-com).

These successes guarantee nothing for the future, but they show that an exit market exists, which is what a venture capital investment needs if it is ever to become liquid. For an overview of the ecosystem, see our [Israeli startups](/categories/startups-israeliennes) page.

## Five ways to invest

### 1. Venture capital funds

This is the traditional route. Israeli management firms such as Pitango, Jerusalem Venture Partners (JVP), Viola Ventures, Aleph and TLV Partners raise funds from institutional investors and wealthy individuals, then invest them in a portfolio of startups. International funds also have teams in Tel Aviv.

- **Advantages:** professional selection, access to the best funding rounds, diversification across twenty or thirty companies.
- **Drawbacks:** high minimum commitments, capital locked up for the life of the fund (often around ten years), annual management fees, and a share of the gains paid to the manager (the *carried interest*).

For individuals, some funds of funds and vehicles offered by private banks give access to Israeli funds with smaller amounts, at the cost of an extra layer of fees.

### 2. Investment crowdfunding platforms

Online platforms have opened venture capital to a wider public. The best known in the Israeli ecosystem is OurCrowd, founded in 2013 in Jerusalem by Jon Medved. It presents opportunities selected by its team, invests its own money alongside its members and also offers thematic funds.

This model lets you pick deals one at a time, with tickets well below those of a conventional fund. A few points nonetheless deserve your attention:

- access is often limited to so-called "qualified" or "accredited" investors, under wealth or income criteria that vary with your country of residence;
- in Europe, crowdfunding platforms must be authorised as crowdfunding service providers; check which regime the platform operates under in your country;
- the platform charges fees (on entry, for management or on gains), which you should read in detail;
- you usually hold your shares through an intermediary vehicle rather than directly in the startup, with limited information rights.

### 3. Business angels and direct investment

Investing directly in a young company at seed stage offers the greatest potential return and the highest risk. In Israel, early rounds are often done through SAFEs (*Simple Agreement for Future Equity*) or convertible loans, which turn into shares at the next round.

This route requires a network: good deals circulate among investors who know one another, through accelerators, alumni networks and ecosystem events such as Cyber Week, held every year by Tel Aviv University. Our [Events](/categories/events) section lists the useful ones. It is wise to co-invest alongside an experienced lead investor who negotiates the terms and sits on the board.

### 4. Listed shares

This is the simplest and most liquid way in. Many Israeli or Israeli-founded companies are listed in New York: [Check Point](/startups/check-point), [CyberArk](/startups/cyberark), [Wix](/startups/wix), [monday.com](/startups/monday-com), [JFrog](/startups/jfrog), [Mobileye](/startups/mobileye) and [Innoviz](/startups/innoviz), among others. The Tel Aviv Stock Exchange (TASE) also lists technology stocks, tracked in particular by the TA-35 and TA-125 indices. Finally, exchange-traded funds (ETFs) such as the iShares MSCI Israel track the Israeli market.

Here you are buying mature companies rather than startups, with less potential to multiply your stake but with daily liquidity and regular, public financial reporting.

### 5. The secondary market

The secondary market means buying shares in unlisted companies from employees, founders or early investors who want to sell before a stock market listing. In Israel, Vintage Investment Partners specialises in this kind of deal, and international platforms arrange them too.

The attraction is getting into companies that are already well advanced, often at a discount. The constraints are real: existing shareholders' pre-emption rights, the need for the company's consent, limited information and a price that can be far from the real value.

## The options at a glance

- **Venture capital funds:** high ticket, horizon of around ten years, selection delegated, broad diversification.
- **Crowdfunding platforms:** mid-sized ticket, horizon of five to ten years, deal-by-deal choice, fees to watch.
- **Direct investment:** variable ticket, long horizon, maximum risk, takes time and a network.
- **Listed shares and ETFs:** any amount, daily liquidity, mature companies, stock market volatility.
- **Secondaries:** high ticket, shorter horizon, advanced companies, access often restricted.

## Before you invest: due diligence

Whatever the vehicle, thorough checking (*due diligence*) is essential as soon as you pick a company yourself. The key points:

1. **The team:** the founders' backgrounds, how well they complement one another, previous ventures, and whether there is an executive able to sell in the American market.
2. **Technology and intellectual property:** does the company really own its patents and its code? Has it received grants from the Israel Innovation Authority? Such grants carry royalties and restrict the transfer abroad of the know-how they funded, which can weigh on a future acquisition.
3. **Market and traction:** size of the target market, paying customers, recurring revenue, competition, including from other Israeli startups in the same niche.
4. **Legal structure and capitalisation table:** an Israeli company or a Delaware parent, the split of the share capital, outstanding convertible instruments, liquidation preferences.
5. **Finances:** cash burn, the number of months of cash left, the quality of the accounts.

We have devoted a full guide to this step: [Assessing an Israeli startup: the due diligence guide](/guides/evaluer-startup-israelienne).

## Currency, tax and context

### Exchange rate risk

Most Israeli startups raise money and invoice in US dollars, while much of their costs (salaries, rent) is paid in shekels. A euro-based investor is therefore exposed to the euro-dollar rate, and the startup itself sees its margins shrink when the shekel strengthens against the dollar. Ask management about its hedging policy.

### Tax, in general terms

- A tax treaty between France and Israel aims to prevent double taxation; it divides the right to tax dividends and capital gains between the two countries.
- Israeli law provides, under certain conditions, capital gains tax exemptions for non-resident investors.
- In France, realised gains are in principle subject to the single flat-rate tax (PFU) or, if you so choose, to the progressive income tax scale.
- Shares in Israeli companies are not eligible for the PEA, the French equity savings plan, which is reserved for companies established in the European Union or the European Economic Area. Tax relief schemes for investing in small and medium-sized businesses follow the same geographical logic.
- Accounts opened with institutions or platforms abroad must, where applicable, be declared to the tax authorities.

These rules change and depend on your personal circumstances: have your arrangements checked by a professional.

### The geopolitical context

Geopolitical risk is part of the equation. Since October 2023, the war has called up many reservists, engineers and founders among them, and several rating agencies downgraded Israel's sovereign rating in 2024. Yet the ecosystem has kept raising money and serving its customers, relying on teams spread across several countries. Our analysis of the [sectors most resilient to crises](/blog/secteurs-resilients-crise) looks at this in detail.

## Building a sensible strategy

1. **Set a limited budget.** Venture capital should make up only a small part of your wealth, one you can afford to lose.
2. **Diversify.** In a portfolio of startups, a minority of companies produce most of the gains while many fail. Holding many positions is essential.
3. **Start with pooled vehicles** (funds, ETFs, the platforms' thematic funds) before picking deals yourself.
4. **Invest for the long term.** It often takes seven to ten years to go from a seed round to an exit.
5. **Stay informed.** Follow news of sectors and companies on our [blog](/blog), in particular our selection of the [most promising Israeli startups in 2025](/blog/startups-prometteuses-2025), and subscribe to the [newsletter](/newsletter).

## Taking the first step

The best way to start is to understand the sectors where Israel excels: cybersecurity, artificial intelligence, health, mobility, FinTech and AgTech. **[Explore the sectors and companies in our directory](/categories)**, then dig into each deal with our [due diligence guide](/guides/evaluer-startup-israelienne).`

export const article: Article = {
  id: '1',
  slug: 'comment-investir-startup-israelienne',
  title: 'How to invest in an Israeli startup',
  alternativeTitle: 'The complete guide to investing in the Startup Nation',
  excerpt:
    'Venture capital funds, platforms such as OurCrowd, business angels, listed shares or the secondary market: the ways into Israeli tech, the due diligence to carry out, and what to watch for on currency and tax.',
  metaTitle: 'How to invest in an Israeli startup: the complete guide',
  metaDescription:
    'Funds, OurCrowd, business angels, listed shares, secondaries: how to invest in Israeli tech, check a deal and plan ahead for tax.',
  content,
  authorId: 'pole-investissement',
  publishedAt: '2025-01-08',
  readTime: 8,
  category: 'Investissement',
  tags: ['Investment', 'Venture capital', 'OurCrowd', 'Due diligence', 'Tax', 'Startup Nation'],
  featured: true,
  coverImage: {
    src: '/images/blog/comment-investir-startup-israelienne.svg',
    width: 1200,
    height: 630,
    alt: 'Abstract illustration: rising blue bars topped by an ascending gold curve, suggesting growing investment',
  },
  faq: [
    {
      question: 'Can you invest in an Israeli startup from France?',
      answer:
        "Yes. An investor resident in France can buy shares in listed Israeli companies through an ordinary securities account, subscribe to venture capital funds or funds of funds, go through investment crowdfunding platforms such as OurCrowd if they meet the platforms' access conditions, or invest directly alongside business angels. Each route has its own eligibility conditions and tax treatment.",
    },
    {
      question: 'What is the minimum amount to plan for?',
      answer:
        'It all depends on the vehicle. A listed share or an ETF unit costs the price of one share. Crowdfunding platforms set a minimum ticket per deal, usually several thousand dollars. Venture capital funds and the secondary market require much larger amounts and are often reserved for institutional or wealthy investors.',
    },
    {
      question: 'Are Israeli shares eligible for the PEA?',
      answer:
        'No. The PEA, the French equity savings plan, is reserved for shares in companies headquartered in the European Union or the European Economic Area. Shares in Israeli companies, whether listed in Tel Aviv or on Nasdaq, are therefore held in an ordinary securities account.',
    },
    {
      question: 'What are the main risks?',
      answer:
        'The risk of losing all your capital, since most startups never reach a profitable exit; illiquidity, since unlisted shares are not easy to sell; exchange rate risk between the euro, the dollar and the shekel; and the geopolitical risk specific to the region. These risks mean you should invest only a limited part of your wealth, and diversify.',
    },
    {
      question: 'How can you check that a startup is sound before investing?',
      answer:
        'By carrying out due diligence: meeting the team, checking the intellectual property and any grants from the Israel Innovation Authority, calling customers, and analysing the capitalisation table, the legal documents and the accounts. Our guide "Assessing an Israeli startup" sets out a complete checklist.',
    },
  ],
}
