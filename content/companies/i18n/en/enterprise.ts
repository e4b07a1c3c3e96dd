import type { CompanyTranslations } from '../../../schema.ts'

/** English texts of the enterprise companies of ../../enterprise.ts, written for this site. */
export const enterprise: CompanyTranslations = {
  'monday-com': {
    description:
      'A “Work OS” platform on which teams build their own workflows: project management, CRM, software development or customer service. Founded in Tel Aviv in 2012 by Roy Mann and Eran Zinman, the company has been listed on Nasdaq since 2021.',
    tags: ['Work Management', 'SaaS', 'Collaboration'],
  },
  'wix': {
    description:
      'A drag-and-drop website builder with built-in hosting, online store and marketing tools. Founded in Tel Aviv in 2006, Wix has been listed on Nasdaq since 2013.',
    tags: ['Website Builder', 'Web Platform', 'SaaS', 'E-Commerce'],
  },
  'jfrog': {
    description:
      'The maker of a software supply chain platform built around the Artifactory binary repository manager. Founded in 2008 and listed on Nasdaq since 2020, JFrog is headquartered in Sunnyvale, with its original R&D center in Netanya.',
    tags: ['DevOps', 'Developer Tools', 'Software Supply Chain'],
  },
  'fiverr': {
    description:
      'An online marketplace that connects businesses with freelancers for digital services: design, development, writing, video or marketing. Founded in Tel Aviv in 2010 by Micha Kaufman and Shai Wininger, it has been listed on the New York Stock Exchange since 2019.',
    tags: ['Freelance', 'Marketplace', 'Web Platform'],
  },
  'nice': {
    description:
      'A maker of contact center and customer experience software, including the CXone cloud platform, used by large enterprises and government agencies. Founded in Raanana in 1986, NICE is listed on Nasdaq and is one of Israel’s largest software companies.',
    tags: ['Customer Experience', 'Contact Centers', 'Cloud', 'Enterprise Software'],
  },
  'walkme': {
    description:
      'A pioneer of digital adoption platforms, WalkMe layers interactive guidance and automation on top of enterprise applications to help employees use them. Founded in Tel Aviv in 2011, it was acquired by SAP in 2024.',
    tags: ['Digital Adoption', 'SaaS', 'Employee Experience'],
  },
  'papaya-global': {
    description:
      'A global payroll and workforce management platform that lets companies pay employees and contractors in more than a hundred countries from a single tool. Founded in Tel Aviv in 2016 by Eynat Guez, Ruben Drong and Ofer Herman.',
    tags: ['HR', 'Global Payroll', 'SaaS'],
  },
  'hibob': {
    description:
      'The maker of Bob, an HRIS built for midsize companies and hybrid work: employee records, onboarding, performance management and compensation. Founded in 2015 by Ronni Zehavi and Israel David, the company develops its product in Tel Aviv.',
    tags: ['HR', 'HRIS', 'SaaS'],
  },
  'global-e': {
    description:
      'A platform that lets brands and online retailers sell internationally: local-currency pricing, duties and tax calculation, local payment methods and cross-border logistics. Based in Petah Tikva, it has been listed on Nasdaq since 2021 and is a Shopify partner.',
    tags: ['E-Commerce', 'Cross-Border Commerce', 'Payments'],
  },
  'kaltura': {
    description:
      'A SaaS video platform for businesses, universities and media companies: webinars, virtual events, online classes and IPTV. Founded in 2006, Kaltura has been listed on Nasdaq since 2021 and keeps its R&D in Israel.',
    tags: ['Video', 'SaaS', 'Education', 'Virtual Events'],
  },
  'cloudinary': {
    description:
      'A cloud platform for managing, transforming and delivering the images and videos of websites and apps, accessible through an API and served via CDN. Founded in 2012, the company is headquartered in California, with R&D in Petah Tikva.',
    tags: ['Media Management', 'API', 'Cloud'],
  },
  'redis': {
    description:
      'The company behind Redis, the in-memory database widely used for caching, message queues and real-time applications. Founded in 2011 by Yiftach Shoolman and Ofer Bengal, it is headquartered in Mountain View, with its main R&D center in Tel Aviv.',
    tags: ['Database', 'Open Source', 'Cloud'],
  },
  'coralogix': {
    description:
      'An observability platform that analyzes logs, metrics and traces in real-time streams, helping DevOps teams monitor their applications while keeping storage costs under control. Founded in Tel Aviv in 2014.',
    tags: ['Observability', 'DevOps', 'Logs'],
  },
  'logz-io': {
    description:
      'A cloud observability platform built on open source components such as OpenSearch, Prometheus and Jaeger, to centralize logs, metrics and traces. Founded in 2014, the company develops its product in Tel Aviv.',
    tags: ['Observability', 'Open Source', 'DevOps'],
  },
  'komodor': {
    description:
      'A Kubernetes management and troubleshooting platform that helps teams track changes, diagnose incidents and make their clusters more reliable. Founded in Tel Aviv in 2020.',
    tags: ['Kubernetes', 'DevOps', 'Cloud Native'],
  },
  'env0': {
    description:
      'An automation and governance platform for infrastructure as code (Terraform, OpenTofu, Pulumi and more): deployments, cost control and access policies. The team is based in Tel Aviv.',
    tags: ['Infrastructure as Code', 'DevOps', 'Cloud'],
  },
  'port': {
    description:
      'The maker of an internal developer portal that brings together a service catalog, self-service actions and compliance scorecards to improve the experience of engineering teams. Founded in Tel Aviv in 2022.',
    tags: ['Platform Engineering', 'Developer Tools', 'SaaS'],
  },
  'zesty': {
    description:
      'An automated cloud resource optimization solution that continuously adjusts capacity and commitments (on AWS and Kubernetes in particular) to cut the bill. Founded in Tel Aviv in 2019.',
    tags: ['FinOps', 'Cloud', 'Kubernetes'],
  },
  'lightrun': {
    description:
      'A developer observability tool for adding logs, metrics and snapshots to an application running in production, without redeploying it. Founded in Tel Aviv in 2019.',
    tags: ['Developer Tools', 'Debugging', 'Observability'],
  },
  'linearb': {
    description:
      'An engineering intelligence platform that measures the productivity of development teams (DORA metrics, code review cycle) and automates part of the pull request workflow. Founded in Tel Aviv in 2018.',
    tags: ['Developer Tools', 'Productivity', 'Engineering Metrics'],
  },
  'swimm': {
    description:
      'A code documentation tool that keeps explanations in sync with the repository and uses AI to help developers understand large codebases. Founded in Tel Aviv in 2019.',
    tags: ['Documentation', 'Developer Tools'],
  },
  'incredibuild': {
    description:
      'A build and test acceleration solution that distributes the workload across idle cores on the network or in the cloud, widely used in video games and embedded systems. Founded in 2000 as Xoreax, based in Tel Aviv.',
    tags: ['Developer Tools', 'Build Acceleration', 'Distributed Computing'],
  },
  'zerto': {
    description:
      'Disaster recovery and data mobility software based on continuous replication, for virtualized and cloud environments. Founded in Herzliya in 2009, Zerto was acquired by Hewlett Packard Enterprise in 2021.',
    tags: ['Disaster Recovery', 'Replication', 'Cloud'],
  },
  'ctera': {
    description:
      'The maker of a hybrid cloud file system that connects remote sites to object storage, for enterprise file sharing, sync and backup. Founded in 2008, based in Petah Tikva.',
    tags: ['Storage', 'Hybrid Cloud', 'Infrastructure'],
  },
  'duda': {
    description:
      'A website building platform for agencies and SaaS companies, which offer it white-label to their own customers. Founded in 2009, the company is headquartered in Palo Alto, with R&D in Tel Aviv.',
    tags: ['Website Builder', 'White Label', 'Web Platform'],
  },
  'guesty': {
    description:
      'Property management software for short-term rental professionals: listing distribution on Airbnb or Booking.com, reservations, guest messaging and operations coordination. Founded in Tel Aviv in 2013.',
    tags: ['Proptech', 'Short-Term Rentals', 'SaaS'],
  },
  'bringg': {
    description:
      'A delivery management and last-mile logistics platform for retailers and brands, orchestrating both in-house fleets and third-party carriers. Founded in Tel Aviv in 2013.',
    tags: ['Logistics', 'Last Mile', 'SaaS'],
  },
  'gloat': {
    description:
      'An internal talent marketplace that helps large companies map their employees’ skills and offer them internal mobility, projects and mentoring. Founded in Tel Aviv in 2015.',
    tags: ['HR', 'Talent Management', 'Skills'],
  },
  'connecteam': {
    description:
      'An app for managing deskless field teams: time clock, scheduling, tasks, internal communication and training, designed for small and midsize businesses. Based in Tel Aviv.',
    tags: ['HR', 'Deskless Workers', 'SaaS'],
  },
  'bizzabo': {
    description:
      'A management platform for in-person, virtual and hybrid business events: registration, attendee app, badges and analytics. Founded in 2011, it develops its product in Tel Aviv.',
    tags: ['Events', 'Hybrid Events', 'SaaS'],
  },
  'honeybook': {
    description:
      'Business management software for freelancers and small service businesses that brings together quotes, contracts, invoices, payments and client tracking. Founded in 2013, the company is headquartered in San Francisco, with R&D in Tel Aviv.',
    tags: ['Freelancers', 'Client Management', 'SaaS'],
  },
  'priority-software': {
    description:
      'An Israeli maker of enterprise resource planning (ERP) software for small and midsize businesses, complemented by dedicated retail solutions. It is headquartered in Rosh HaAyin.',
    tags: ['ERP', 'Enterprise Software', 'Retail'],
  },
  'freightos': {
    description:
      'An online marketplace for international freight to compare, book and track air and ocean shipments; it also publishes freight price indexes. Founded in 2012 by Zvi Schreiber, listed on Nasdaq since 2023, with R&D in Jerusalem.',
    tags: ['Logistics', 'Freight', 'Marketplace'],
  },
  'tailor-brands': {
    description:
      'An online platform that helps entrepreneurs launch their business: AI-assisted logo design, brand identity, website and US company formation. Founded in Tel Aviv in 2014.',
    tags: ['Business Formation', 'Design', 'Web Platform'],
  },
  'finout': {
    description:
      'A FinOps platform that aggregates the costs of cloud and data tools (AWS, Azure, Google Cloud, Kubernetes, Snowflake and more) and allocates them by team, product or customer. Founded in Tel Aviv in 2021.',
    tags: ['FinOps', 'Cloud Costs', 'SaaS'],
  },
  'atera': {
    description:
      'A remote IT management (RMM) and support platform for managed service providers and internal IT departments, priced per technician. Founded in Tel Aviv in 2016.',
    tags: ['IT Management', 'Managed Services', 'SaaS'],
  },
  'torii': {
    description:
      'A SaaS management platform that discovers the applications used across a company, tracks licenses and spending, and automates granting and revoking access. R&D in Tel Aviv.',
    tags: ['SaaS Management', 'IT', 'Automation'],
  },
  'tonkean': {
    description:
      'A no-code platform for orchestrating internal processes, especially in procurement and legal, that automates the handling of employee requests. R&D in Tel Aviv.',
    tags: ['No-Code', 'Automation', 'Procurement'],
  },
  'groundcover': {
    description:
      'A cloud-native observability platform built on eBPF and deployed in the customer’s own cloud so the data stays there, for monitoring applications and Kubernetes clusters. Founded in Tel Aviv in 2021.',
    tags: ['Observability', 'Kubernetes', 'eBPF'],
  },
  'appwrite': {
    description:
      'An open source backend platform for web and mobile developers: authentication, databases, storage, functions and hosting, self-hosted or in the cloud. The project was created by Eldad Fux in Tel Aviv.',
    tags: ['Open Source', 'Backend', 'Developer Tools'],
  },
  'riverside': {
    description:
      'An online studio for recording podcasts and videos remotely, capturing each participant locally in high quality, with built-in editing tools. Founded in Tel Aviv by brothers Gideon and Nadav Keyson.',
    tags: ['Video', 'Podcasting', 'Creators'],
  },
  'walnut': {
    description:
      'An interactive product demo platform that lets sales teams build personalized demos with no code and no test environment. Founded in Tel Aviv in 2020.',
    tags: ['B2B Sales', 'Product Demos', 'SaaS'],
  },
  'lumigo': {
    description:
      'An observability and troubleshooting platform for serverless applications and microservices, with automatic distributed tracing of requests. Based in Tel Aviv.',
    tags: ['Observability', 'Serverless', 'Microservices'],
  },
  'stigg': {
    description:
      'Pricing infrastructure for SaaS companies: managing plans, feature entitlements and usage-based billing, without recoding the product every time prices change. Based in Tel Aviv.',
    tags: ['Pricing', 'SaaS', 'API'],
  },
  'ex-libris': {
    description:
      'A maker of software for academic and research libraries, including the Alma and Primo platforms. Born in 1986 around the Hebrew University of Jerusalem and acquired by ProQuest in 2015, it has been part of the Clarivate group since 2021.',
    tags: ['Libraries', 'Education', 'SaaS'],
  },
  'controlmonkey': {
    description:
      'An infrastructure-as-code automation platform that converts existing cloud resources into Terraform code and detects configuration drift. Based in Tel Aviv.',
    tags: ['Infrastructure as Code', 'Terraform', 'Cloud'],
  },
  'artlist': {
    description:
      'A subscription platform that provides licensed music, sound effects, stock footage and templates to content creators, agencies and brands. Founded in Tel Aviv in 2016.',
    tags: ['Creators', 'Licensed Content', 'Subscription'],
  },
  'scylladb': {
    description:
      'A distributed NoSQL database compatible with Apache Cassandra and Amazon DynamoDB, rewritten in C++ to deliver low latency at scale. Founded by Dor Laor and Avi Kivity, veterans of the KVM project, with R&D in Herzliya.',
    tags: ['Database', 'NoSQL', 'Open Source'],
  },
  'sealights': {
    description:
      'A quality intelligence platform that measures test coverage across the whole development cycle and shows which tests to run after each code change. It is now part of Tricentis.',
    tags: ['Software Testing', 'Quality', 'DevOps'],
  },
  'lightico': {
    description:
      'A digital customer journey platform for banks, insurers and carriers: e-signatures, document collection and forms sent to the customer’s phone during the conversation with an agent. Based in Tel Aviv.',
    tags: ['Customer Journey', 'E-Signature', 'SaaS'],
  },
  'totango': {
    description:
      'A customer success platform that helps software companies monitor the health of their customer accounts, anticipate churn and automate their teams’ actions. Founded in 2010, it has since joined forces with US-based Catalyst.',
    tags: ['Customer Success', 'SaaS', 'Customer Retention'],
  },
  'sysaid': {
    description:
      'The maker of an IT service management (ITSM) solution: service desk, asset management and automated ticket handling, used by IT departments around the world. Founded in 2002.',
    tags: ['ITSM', 'Service Desk', 'IT'],
  },
  'panaya': {
    description:
      'A SaaS platform for change impact analysis and testing of ERP and enterprise applications such as SAP, Oracle or Salesforce. Based in Hod Hasharon, it was acquired by Infosys in 2015.',
    tags: ['ERP', 'Software Testing', 'SaaS'],
  },
  'doit': {
    description:
      'A public cloud specialist (Google Cloud, AWS, Azure) that combines technical expertise with FinOps software to help companies manage their cloud usage and spending. Founded by Vadim Solovey, with a strong presence in Tel Aviv.',
    tags: ['Cloud', 'FinOps', 'Services'],
  },
  'zencity': {
    description:
      'A platform for local governments that gathers and analyzes residents’ feedback (surveys, social media, service requests) to inform public decisions. Founded in Tel Aviv in 2015.',
    tags: ['GovTech', 'Local Government', 'Civic Engagement'],
  },
  'spike': {
    description:
      'A collaborative messaging app that brings email, team chat, shared documents and video meetings together in a conversational interface. Founded by Dvir Ben-Aroya and Erez Pilosof, and developed in Tel Aviv.',
    tags: ['Productivity', 'Messaging', 'Collaboration'],
  },
}
