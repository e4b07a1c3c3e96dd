import type { Article } from '../../../schema.ts'

const content = `Every year, hundreds of new technology companies are founded in Israel, and a few dozen make the leap from promising project to company capable of leading its market. At the start of 2025, after two years marked first by the correction in valuations and then by the war, some of them have not only held their ground but accelerated.

This editorial selection presents some twenty companies to watch, grouped by sector. It mixes well-funded scale-ups with younger players, along with a few established companies that serve as reference points. It is neither a ranking nor an investment recommendation.

> **Note:** this selection is editorial and for information only. It is not investment advice. The companies mentioned neither paid nor were consulted to be included.

## The context: an ecosystem that held firm

The last two years have been hard. Rising interest rates wiped out valuations around the world, and venture capital concentrated on a smaller number of companies. In Israel, the war that began in October 2023 called up some employees as reservists and forced teams to reorganise their work. Despite this, foreign investors kept funding the strongest companies, particularly in cybersecurity and artificial intelligence, and the big technology groups went on making acquisitions in the country.

This sorting has had a paradoxical effect: companies that raised money during this period had to convince investors who were more demanding than in 2021, with verified growth and efficiency metrics. That is one of the reasons why our selection favours companies whose traction is publicly documented.

## Our selection criteria

To include a company, we combined four criteria:

1. **Distinctive technology** that is hard to copy, often the result of years of research or rare expertise.
2. **Proven traction**: paying customers, industrial partnerships, regulatory approvals or funding from well-known investors.
3. **An experienced team**, often made up of founders who have already built or sold a company.
4. **A growing market** that keeps expanding regardless of economic cycles.

We confined ourselves to public, verifiable information. Where valuation or revenue figures had not been published, we did not estimate them.

## Cybersecurity: the new generation

Cybersecurity remains the field in which Israel carries the most weight worldwide. We explain why in our article on the [sectors most resilient to crises](/blog/secteurs-resilients-crise).

### Wiz

Founded in 2020 by Assaf Rappaport, Ami Luttwak, Yinon Costica and Roy Reznik, who had previously created Adallom, later bought by Microsoft, Wiz protects cloud environments. Its platform connects to a company's AWS, Azure or Google Cloud accounts without installing an agent, maps the resources and highlights the combinations of vulnerabilities that can actually be exploited. Wiz has become one of the fastest-growing software companies in history, and its trajectory caught the interest of Google, which entered into talks about an acquisition in 2024. Its headquarters are in New York, but most of its R&D is in Israel.

### Cato Networks

Co-founded in 2015 by Shlomo Kramer, already a co-founder of Check Point and Imperva, and Gur Shatz, Cato Networks was one of the pioneers of SASE (*Secure Access Service Edge*), which brings the corporate network and security together in a single cloud service. Instead of stacking equipment in every branch office, companies connect their sites and employees to Cato's global network. The company is regularly named among the candidates for a stock market listing.

### Cyera

Cyera tackles a question every company asks itself: where is its sensitive data, who has access to it and how is it protected? Its *Data Security Posture Management* (DSPM) platform automatically discovers and classifies the data stored in the cloud and in SaaS applications. With the spread of generative AI, which consumes large quantities of internal data, this need has become a priority.

### Island

Island has come up with a web browser designed for the enterprise: the browser, which employees already use for most of their applications, becomes the point at which security, privacy and compliance rules are enforced. The approach appeals to large companies that want to secure access for contractors and employees without weighing down their infrastructure.

### The sector's benchmarks

The new generation builds on solid predecessors, including [Check Point](/startups/check-point), a pioneer of the firewall, and [CyberArk](/startups/cyberark), the leader in identity security and privileged access. Find all the players on our [Cybersecurity](/category/cybersecurity) page.

## Artificial intelligence: from models to chips

### AI21 Labs

Co-founded by Professor Amnon Shashua, who also founded Mobileye, by Yoav Shoham, professor emeritus at Stanford, and by Ori Goshen, AI21 Labs is one of the few companies outside the United States and China to develop its own large language models. Its Jamba family of models is built on a hybrid architecture combining Transformer and Mamba, designed to process long documents at lower cost. The company targets business uses, where reliability and cost control come first.

### Hailo

Hailo designs processors dedicated to embedded artificial intelligence: rather than sending a camera's images to the cloud, its chips run neural networks directly on the device. Applications range from smart video surveillance to automotive, industry and consumer devices. With the rise of generative AI, the company has extended its offering to models that can run on low-power devices.

### Lightricks

Known to the general public for Facetune, the photo-editing app, the Jerusalem company has refocused on AI-driven video creation with LTX Studio and has released LTX-Video, a video generation model whose code and weights are open. It shows how an Israeli consumer company can reinvent itself around generative AI.

### Tabnine

A pioneer of programming assistants, Tabnine completes and generates code inside the development environment. What sets it apart: models that can be deployed in the customer's own infrastructure, a decisive argument for companies that refuse to send their source code to an outside service.

### A strong signal: Run:ai

Nvidia's acquisition in 2024 of Run:ai, a specialist in orchestrating computation on graphics processors, is a reminder that the big AI players come to Israel for specific technological building blocks. Nvidia, which had already bought Mellanox, is one of the country's largest technology employers. See our [AI & Big Data](/category/ai-bigdata) page.

## FinTech: the infrastructure of payments

### Rapyd

Rapyd offers a global payments infrastructure: with a single integration, a platform can accept and send payments in many countries using local payment methods (cards, bank transfers, e-wallets, cash in some markets). This *fintech as a service* approach is aimed at marketplaces, e-commerce companies and gig economy platforms.

### Melio

Melio simplifies business-to-business bill payment for small and medium-sized American companies, which still rely heavily on cheques. The platform lets them pay by bank transfer or card even if the supplier only accepts cheques, and it integrates with accounting software. Its headquarters are in New York and its R&D in Tel Aviv.

### Tipalti

Tipalti automates the whole supplier payments chain: collecting supplier details and tax documents, approving invoices, making international mass payments and reconciling the accounts. Its customers are growing companies that pay thousands of suppliers, publishers or creators in many countries.

### Pagaya

Already listed on Nasdaq, Pagaya uses machine learning to help banks and lenders assess loan applications they would have turned down with traditional models. Its business, exposed to the credit cycle and to interest rates, will be a good barometer of the health of American consumer credit in 2025. See our [FinTech](/category/fintech) page.

## Health: AI at the patient's bedside

### Aidoc

Aidoc develops algorithms that analyse medical imaging scans (CT scans in particular) to flag urgent cases to radiologists first, such as a brain haemorrhage or a pulmonary embolism. The company has obtained many clearances from the US FDA and its tools are deployed in many hospitals. It is now working on foundation models capable of handling a wide range of conditions.

### TytoCare

TytoCare has developed a handheld device that lets people carry out a guided medical examination at home (heart, lungs, ears, throat, skin, temperature) and send it to a doctor remotely. The pandemic sped up its adoption by health systems and insurers, particularly in the United States.

### Sight Diagnostics

Sight Diagnostics has developed OLO, a compact blood analyser that performs a complete blood count from a few drops of blood by combining microscopic imaging with computer vision. The aim: to bring diagnosis closer to the patient, in doctors' surgeries and care centres. See our [MedTech](/category/medtech) page.

## Mobility and deep tech: breakthrough technologies

### Mobileye

An essential reference point, [Mobileye](/startups/mobileye) supplies carmakers around the world with its EyeQ chips and its driver-assistance software. Bought by Intel in 2017, the Jerusalem company returned to the stock market on Nasdaq in 2022. Its more advanced systems, from hands-free driving to autonomous vehicles, will be decisive for its trajectory.

### Innoviz

[Innoviz](/startups/innoviz) designs lidar sensors, which measure the distance of objects with a laser, for automated driving. Its lidar was chosen by BMW for production vehicles, a rare credential in a sector where many competitors have not got beyond the prototype stage. See our [Mobility](/category/mobility) page.

### StoreDot

StoreDot develops extremely fast-charging battery cells for electric vehicles, with the aim of bringing charging time down to a few minutes. The company works with several carmakers and cell manufacturers to move from demonstration to mass production, the hardest step for a battery startup.

### Quantum Machines and Classiq

Israel is also betting on quantum computing. Quantum Machines supplies the control systems that drive the qubits, an indispensable building block whatever the type of quantum processor. Classiq offers a software platform for designing quantum algorithms at a high level of abstraction, without writing every logic gate. Both companies position themselves as suppliers to the whole industry rather than as builders of machines. See our [Deep Tech](/category/deeptech) page.

## Climate, water and agriculture: expertise born of necessity

Short of plentiful water and fertile land, Israel developed agricultural and water technologies very early on, from drip irrigation to desalination. A new generation is applying data and artificial intelligence to challenges that climate change has made global.

### CropX

CropX combines sensors buried in the soil with a software platform that tells farmers when and how much to irrigate, and how to adjust fertilisation. The aim is twofold: to save water and inputs, and to improve yields. The company has grown by acquiring several specialist firms in order to offer a complete agronomic management system.

### Taranis

Taranis uses artificial intelligence to analyse very high-resolution aerial images, taken by drone or aircraft, to detect diseases, insect pests, weeds or deficiencies in fields. Its customers include agricultural distributors and advisers, who can then target their recommendations plot by plot.

### Watergen

Watergen produces drinking water from the humidity in the air, with generators that condense and then filter water vapour. Its machines, from household models to large units, have been deployed in regions without running water or struck by natural disasters.

The main challenge for these companies is commercial rather than technological: convincing farmers and local authorities on tight budgets, over long sales cycles. See our [AgTech](/category/agtech) and [Energy](/category/energy) pages.

## Enterprise software: leaders that keep growing

Some companies are no longer startups but remain engines of the ecosystem and training grounds for future founders:

- **[monday.com](/startups/monday-com)**, a work management platform listed on Nasdaq since 2021, which is extending its offering to CRM and software development.
- **[Gong](/startups/gong)**, which analyses sales calls, emails and meetings to help sales teams forecast and close deals.
- **[JFrog](/startups/jfrog)**, whose platform manages and secures software components, AI models included, all along the delivery pipeline.
- **[Wix](/startups/wix)**, which is building more and more generative AI into website creation.
- **Papaya Global**, which helps companies manage payroll and employees in many countries.

See our [Enterprise software](/category/enterprise) page.

## AdTech: advertising reinvented

Digital marketing is a long-standing sector of Israeli tech. Two companies in our directory show how it is being renewed:

- **[Anzu](/startups/anzu)** places advertising directly inside video game worlds without interrupting the player's experience, with measurement tools suited to advertisers.
- **[Cheq](/startups/cheq)** protects campaigns and websites against invalid traffic, whether it comes from bots or fraudsters, so that marketing budgets reach real customers.

See our [AdTech](/category/adtech) page.

## Five trends to watch in 2025

1. **The IPO market reopening.** Several Israeli scale-ups are big enough to list on Nasdaq; the timing will depend on the American markets.
2. **Consolidation.** The big cybersecurity and software vendors are buying startups to round out their platforms. Acquisitions remain the ecosystem's main exit route.
3. **AI everywhere.** In every sector, from health to security, companies that put AI at the heart of their product are gaining the edge over those that add it on the surface.
4. **Defence and dual-use technologies**, driven by rising defence budgets in Europe and around the world.
5. **Operational resilience.** The ability to deliver despite reservist call-ups and regional tensions has become an evaluation criterion in its own right.

## How to follow these companies

The startups mentioned here move fast: a funding round, an acquisition or a change of strategy can alter their course within weeks. To keep track of them:

- browse our [Startups](/categories/startups) section and our [Israeli startups](/categories/startups-israeliennes) feature;
- explore the [sectors in the directory](/categories) and the full list of [startups](/startups);
- meet the teams at the trade shows and conferences listed in our [Events](/categories/events) section;
- read our other analyses on the [blog](/blog) and subscribe to the [newsletter](/newsletter).

If you are thinking of investing, start with our article [How to invest in an Israeli startup](/blog/comment-investir-startup-israelienne), then apply the method in our [due diligence guide](/guides/evaluer-startup-israelienne). A promising company is not necessarily a good investment at the price on offer.`

export const article: Article = {
  id: '3',
  slug: 'startups-prometteuses-2025',
  title: 'The most promising Israeli startups in 2025',
  excerpt:
    'Wiz, Cyera, AI21 Labs, Hailo, Rapyd, Aidoc, Innoviz, Quantum Machines… Our editors present the Israeli companies to watch in 2025, sector by sector, and the trends that will matter.',
  metaTitle: 'The most promising Israeli startups in 2025',
  metaDescription:
    'Cybersecurity, AI, FinTech, health, mobility, quantum: our selection of the Israeli startups to watch in 2025 and the five trends that will shape the year.',
  content,
  authorId: 'redaction',
  publishedAt: '2025-01-06',
  readTime: 12,
  category: 'Startups',
  tags: ['Startups 2025', 'Cybersecurity', 'Artificial intelligence', 'FinTech', 'HealthTech', 'Deep Tech'],
  featured: true,
  coverImage: {
    src: '/images/blog/startups-prometteuses-2025.svg',
    width: 1200,
    height: 630,
    alt: 'Abstract illustration: a constellation of connected points of light rising upwards, suggesting the rise of young companies',
  },
}
