import type { CompanyTranslations } from '../../../schema.ts'

/** English texts of the fintech companies of ../../fintech.ts, written for this site. */
export const fintech: CompanyTranslations = {
  'etoro': {
    description:
      'An online investing platform known for social trading and its CopyTrader feature, which lets users invest in stocks, ETFs and crypto assets. Founded in 2007 and based in Bnei Brak, eToro has been listed on Nasdaq since 2025.',
    tags: ['Trading', 'Investing', 'Crypto Assets'],
  },
  'payoneer': {
    description:
      'A cross-border payments platform that lets businesses, online sellers and freelancers receive, hold and send money in many currencies. Founded in 2005 and listed on Nasdaq, it is headquartered in New York with R&D in Petah Tikva.',
    tags: ['Cross-Border Payments', 'Freelancers', 'E-Commerce'],
  },
  'fireblocks': {
    description:
      'Infrastructure for the custody and transfer of digital assets, built on multi-party computation (MPC), for banks, exchanges and fintechs. Founded in 2018, the company is headquartered in New York with R&D in Tel Aviv.',
    tags: ['Crypto Assets', 'Asset Custody', 'Infrastructure', 'MPC'],
  },
  'rapyd': {
    description:
      'A “fintech as a service” payments platform that lets businesses accept and send payments using the local methods of about a hundred countries, all through a single API. Founded in 2016, headquartered in London, with R&D in Tel Aviv.',
    tags: ['Payments', 'API', 'Fintech as a Service'],
  },
  'lemonade': {
    description:
      'A digital insurer selling homeowners, renters, pet, car and life insurance online, with underwriting and claims handling largely automated. Founded in 2015 by Daniel Schreiber and Shai Wininger, it has been listed on the New York Stock Exchange since 2020.',
    tags: ['Insurtech', 'Insurance', 'Automation'],
  },
  'riskified': {
    description:
      'A fraud prevention solution for e-commerce that decides in real time whether to accept each order and guarantees approved transactions against chargebacks. Listed on the New York Stock Exchange since 2021.',
    tags: ['Fraud Prevention', 'E-Commerce', 'Payments'],
  },
  'forter': {
    description:
      'A trust platform for online commerce that analyzes every transaction to block fraud, refund abuse and account takeovers while letting legitimate customers through. Founded in 2013, headquartered in New York, with R&D in Tel Aviv.',
    tags: ['Fraud Prevention', 'E-Commerce', 'Payments'],
  },
  'pagaya': {
    description:
      'An AI-driven credit analysis network that helps banks and lenders approve more applications for personal loans, auto loans and leases, then refinances those loans with investors. Founded in 2016 in Tel Aviv, listed on Nasdaq.',
    tags: ['Credit', 'Credit Scoring', 'Capital Markets'],
  },
  'melio': {
    description:
      'A bill payment platform for American small businesses that lets them pay suppliers by bank transfer, card or check and sync those flows with their accounting. Founded in 2018 and acquired by New Zealand’s Xero in 2025, with R&D in Tel Aviv.',
    tags: ['B2B Payments', 'SMBs', 'Accounts Payable'],
  },
  'nayax': {
    description:
      'A provider of contactless payment terminals and management software for unattended retail: vending machines, charging stations, laundromats and parking lots. Founded in 2005 and based in Herzliya, it is listed in Tel Aviv and on Nasdaq.',
    tags: ['Payments', 'Unattended Retail', 'Contactless'],
  },
  'plus500': {
    description:
      'An online trading platform for CFDs, options and futures, regulated in several jurisdictions. Founded in 2008 in Haifa, where it is still headquartered, it is listed on the London Stock Exchange.',
    tags: ['Trading', 'CFD', 'Online Brokerage'],
  },
  'sunbit': {
    description:
      'A point-of-sale installment payment and credit solution, used notably at dentists, auto repair shops and opticians in the United States. Founded in 2016, with R&D in Tel Aviv.',
    tags: ['Installment Payments', 'Credit', 'Point of Sale'],
  },
  'fundbox': {
    description:
      'A financing platform for American small businesses that extends lines of credit based on automated analysis of their accounting and banking data. Founded in 2013 by Eyal Shinar, with R&D in Tel Aviv.',
    tags: ['Credit', 'SMBs', 'Financing'],
  },
  'bluevine': {
    description:
      'An online bank for American small businesses offering interest-bearing checking accounts, bill pay and lines of credit. Founded in 2013 by Eyal Lifshitz, with an R&D center in Tel Aviv.',
    tags: ['Neobank', 'SMBs', 'Credit'],
  },
  'capitolis': {
    description:
      'A capital markets technology platform that helps large banks optimize their balance sheets and reduce their regulatory capital requirements. Founded in 2017 by Gil Mandelzis, headquartered in New York, with R&D in Tel Aviv.',
    tags: ['Capital Markets', 'Banks', 'Capital Optimization'],
  },
  'thetaray': {
    description:
      'An anti-money laundering solution that uses AI to monitor transactions, cross-border ones in particular, and flag suspicious flows on behalf of banks and fintechs. Founded in 2013, based in Hod Hasharon.',
    tags: ['Anti-Money Laundering', 'Compliance', 'Banks'],
  },
  'personetics': {
    description:
      'Customer engagement software for banks that analyzes transactions to deliver personalized financial advice right inside banking apps. Founded in 2010, with R&D in Tel Aviv.',
    tags: ['Digital Banking', 'Personalization', 'Banking Data'],
  },
  'justt': {
    description:
      'A chargeback dispute service that automates building the case files so online merchants can recover lost revenue. Founded in 2020 in Tel Aviv.',
    tags: ['Chargebacks', 'Payments', 'E-Commerce'],
  },
  'starkware': {
    description:
      'The creator of STARK cryptographic proofs and of Starknet, a second-layer network for Ethereum that increases transaction throughput. Founded in 2018 by Eli Ben-Sasson, Uri Kolodny, Alessandro Chiesa and Michael Riabzev, based in Netanya.',
    tags: ['Blockchain', 'Ethereum', 'Zero-Knowledge Proofs'],
  },
  'zengo': {
    description:
      'A mobile crypto wallet with no seed phrase, which secures private keys using multi-party computation (MPC). Founded in 2018 in Tel Aviv.',
    tags: ['Crypto Assets', 'Wallet', 'MPC'],
  },
  'mesh-payments': {
    description:
      'A corporate spend management platform combining virtual cards, software subscription tracking and automatic receipt matching. Based in Tel Aviv.',
    tags: ['Spend Management', 'Virtual Cards', 'B2B'],
  },
  'balance': {
    description:
      'A B2B payments platform for merchants and marketplaces offering net terms, payment at checkout and online invoice collection. R&D in Tel Aviv.',
    tags: ['B2B Payments', 'Net Terms', 'E-Commerce'],
  },
  'lendbuzz': {
    description:
      'An auto lender that uses AI to assess borrowers with no US credit history, such as newcomers and international students. Founded in 2015, with R&D in Tel Aviv.',
    tags: ['Auto Loans', 'Credit Scoring', 'Financial Inclusion'],
  },
  'tipranks': {
    description:
      'A stock research platform that rates the performance of analysts, financial bloggers and insiders and aggregates their recommendations for retail investors. Founded in 2012 in Tel Aviv.',
    tags: ['Investing', 'Financial Data', 'Stock Market'],
  },
  'finaloop': {
    description:
      'An automated accounting service for e-commerce brands that keeps the books in real time from sales, payments and inventory. Based in Tel Aviv.',
    tags: ['Accounting', 'E-Commerce', 'Automation'],
  },
  'fundguard': {
    description:
      'A cloud platform for investment fund accounting that modernizes net asset value calculation and operations for asset managers and custodians. R&D in Tel Aviv.',
    tags: ['Asset Management', 'Fund Accounting', 'Cloud'],
  },
  'obligo': {
    description:
      'A deposit-free renting solution: instead of tying up a security deposit, the tenant grants a payment authorization based on an assessment of their financial situation. R&D in Tel Aviv.',
    tags: ['Proptech', 'Rentals', 'Payments'],
  },
  'solidus-labs': {
    description:
      'A market surveillance and compliance platform for crypto asset firms that detects price manipulation and suspicious activity. Founded by Asaf Meir, with R&D in Tel Aviv.',
    tags: ['Crypto Assets', 'Compliance', 'Market Surveillance'],
  },
}
