import type { CompanyTranslations } from '../../../schema.ts'

/** English texts of the AI and big data companies of ../../ai-bigdata.ts, written for this site. */
export const aiBigdata: CompanyTranslations = {
  'gong': {
    description:
      'Gong uses language processing to analyze sales teams’ calls, video meetings and emails, shedding light on deal tracking, rep coaching and sales forecasting.',
    tags: ['Revenue Intelligence', 'AI', 'Sales'],
  },
  'ai21-labs': {
    description:
      'Co-founded by Amnon Shashua, AI21 Labs builds large language models for businesses, including the Jamba family, as well as the Wordtune writing assistant.',
    tags: ['Generative AI', 'Language Models', 'Enterprise'],
  },
  'run-ai': {
    description:
      'Run:ai built an orchestration platform that shares GPUs and makes the most of them for training and running AI models. Nvidia completed its acquisition of the company in late 2024.',
    tags: ['MLOps', 'GPU', 'AI Infrastructure'],
  },
  'sisense': {
    description:
      'Sisense makes an analytics and business intelligence platform that lets companies embed dashboards and data analysis directly into their business applications.',
    tags: ['Business Intelligence', 'Analytics', 'Big Data'],
  },
  'bright-data': {
    description:
      'Bright Data provides tools and datasets for collecting public web data at scale, used both for market research and for training AI models.',
    tags: ['Web Data', 'Big Data', 'AI'],
  },
  'explorium': {
    description:
      'Explorium offers an external data platform that enriches analytical models and sales tools with information about companies and markets.',
    tags: ['External Data', 'Machine Learning', 'B2B'],
  },
  'pecan-ai': {
    description:
      'Pecan lets business teams build predictive models (churn, customer lifetime value, demand) without deep data science expertise.',
    tags: ['Predictive Analytics', 'AutoML', 'Marketing'],
  },
  'hour-one': {
    description:
      'Hour One turns plain text into videos presented by lifelike virtual avatars, for training, corporate communications and e-commerce.',
    tags: ['Generative AI', 'Video', 'Avatars'],
  },
  'd-id': {
    description:
      'D-ID uses generative AI to animate faces from a single photo and to create interactive talking avatars. Its technology notably powers MyHeritage’s Deep Nostalgia feature.',
    tags: ['Generative AI', 'Video', 'Avatars'],
  },
  'bria': {
    description:
      'Bria builds image generation models trained on licensed content, giving businesses visual AI that respects creators’ rights.',
    tags: ['Generative AI', 'Imaging', 'Copyright'],
  },
  'cortica': {
    description:
      'Born out of research at the Technion, Cortica develops brain-inspired computer vision AI that learns to recognize images and video without supervision.',
    tags: ['Computer Vision', 'Unsupervised Learning'],
  },
  'oosto': {
    description:
      'Formerly AnyVision, Oosto develops visual recognition software for site security. The company was acquired by Metropolis, a specialist in automated parking.',
    tags: ['Computer Vision', 'Facial Recognition', 'Security'],
  },
  'verbit': {
    description:
      'Verbit pairs speech recognition with human review to produce transcripts, captions and audio descriptions for the legal, education and media sectors.',
    tags: ['Speech Recognition', 'Transcription', 'Accessibility'],
  },
  'iguazio': {
    description:
      'Iguazio built an MLOps platform for deploying and running AI models in production. McKinsey acquired it in 2023 and folded it into QuantumBlack.',
    tags: ['MLOps', 'Machine Learning', 'Data Science'],
  },
  'sqream': {
    description:
      'SQream harnesses the computing power of GPUs to speed up the analysis of very large data volumes and the preparation of data for AI.',
    tags: ['Big Data', 'GPU', 'Database'],
  },
  'deepchecks': {
    description:
      'Deepchecks offers open-source tools and a platform to test, validate and monitor machine learning models and LLM-based applications.',
    tags: ['Model Evaluation', 'LLM', 'Open Source'],
  },
  'aporia': {
    description:
      'Aporia built observability tools for machine learning, then guardrails that keep the answers of generative AI applications in check. The company was acquired by Coralogix.',
    tags: ['Observability', 'Responsible AI', 'LLM'],
  },
  'superwise': {
    description:
      'Superwise continuously monitors AI models in production to catch data drift and performance drops before they affect decisions.',
    tags: ['Monitoring', 'MLOps'],
  },
  'windward': {
    description:
      'Windward applies AI to vessel tracking data to assess maritime risk, flag suspicious ship behavior and follow supply chains. Listed in London, it was acquired by FTV Capital.',
    tags: ['Maritime', 'Risk Analysis', 'AI'],
  },
  'syte': {
    description:
      'Syte gives e-commerce sites visual search and product recommendations powered by computer vision.',
    tags: ['Visual Search', 'E-Commerce', 'Computer Vision'],
  },
  'deepdub': {
    description:
      'Deepdub uses voice AI to dub films, series and video content into other languages while keeping the timbre and emotion of the original voices.',
    tags: ['Voice AI', 'Dubbing', 'Media'],
  },
  'trigo': {
    description:
      'Trigo fits supermarkets with cameras and computer vision algorithms to enable checkout-free shopping and real-time inventory tracking.',
    tags: ['Computer Vision', 'Retail', 'Autonomous Stores'],
  },
  'corsight-ai': {
    description:
      'Corsight AI develops facial recognition technology built to work in tough conditions (crowds, masked faces, low light), aimed at security organizations.',
    tags: ['Facial Recognition', 'Computer Vision', 'Security'],
  },
  'clearml': {
    description:
      'Formerly Allegro AI, ClearML offers an open-source suite covering the machine learning lifecycle: experiment tracking, compute orchestration and model deployment.',
    tags: ['MLOps', 'Open Source'],
  },
  'buildots': {
    description:
      'Buildots compares footage captured on construction sites by 360° cameras with the building’s digital model to measure how far the work has actually progressed.',
    tags: ['Construction', 'Computer Vision'],
  },
  'rivery': {
    description:
      'Rivery built a cloud platform for data integration and transformation (ELT). It was acquired by Boomi, which folded it into its data management offering.',
    tags: ['Data Integration', 'ELT', 'Cloud'],
  },
  'upsolver': {
    description:
      'Upsolver simplifies ingesting streaming data into data lakes in the Apache Iceberg format. The company has joined the software maker Qlik.',
    tags: ['Streaming Data', 'Data Lake', 'Apache Iceberg'],
  },
  'firebolt': {
    description:
      'Firebolt develops a cloud data warehouse designed to run analytical queries at very low latency over large volumes of data.',
    tags: ['Data Warehouse', 'Cloud', 'Analytics'],
  },
  'trax': {
    description:
      'Trax uses computer vision on photos of store shelves to help brands and retailers track product availability and placement.',
    tags: ['Computer Vision', 'Retail', 'Data'],
  },
  'deci': {
    description:
      'Deci developed automated neural architecture search techniques that make AI models faster and cheaper to run. Nvidia acquired it in 2024.',
    tags: ['Model Optimization', 'Deep Learning', 'Inference'],
  },
  'decart': {
    description:
      'Founded in late 2023, Decart develops generative AI models that can produce and transform video in real time, such as its Mirage model.',
    tags: ['Generative AI', 'Real-Time Video'],
  },
  'fetcherr': {
    description:
      'Fetcherr has built a “Large Market Model,” an AI that helps airlines set prices dynamically. Delta Air Lines and Virgin Atlantic are among its customers.',
    tags: ['Dynamic Pricing', 'AI', 'Aviation'],
  },
  'tabnine': {
    description:
      'Tabnine offers an AI coding assistant that completes and generates code inside development environments, with private deployment options for enterprises.',
    tags: ['Generative AI', 'Code', 'Developers'],
  },
  'lusha': {
    description:
      'Lusha provides an AI-enriched database of B2B contacts and companies that helps sales teams find and reach their prospects.',
    tags: ['B2B Data', 'Prospecting', 'Sales'],
  },
  'tomorrow-io': {
    description:
      'Formerly ClimaCell, Tomorrow.io combines weather data, AI and its own satellites to give businesses hyperlocal forecasts and operational recommendations.',
    tags: ['Weather', 'Forecasting', 'Data'],
  },
  'qodo': {
    description:
      'Formerly CodiumAI, Qodo develops AI agents that generate tests, review code and help development teams ensure software quality.',
    tags: ['Generative AI', 'Code Quality', 'Developers'],
  },
  'similarweb': {
    description:
      'Similarweb measures website traffic and app usage from many data sources and sells the resulting market and competitive insights to businesses. The company has been listed on the NYSE since 2021.',
    tags: ['Web Data', 'Market Intelligence', 'Analytics'],
  },
  'bigpanda': {
    description:
      'BigPanda applies machine learning to the alerts produced by IT monitoring tools: its AIOps platform groups them into incidents, looks for their root cause and helps operations teams resolve them faster.',
    tags: ['AIOps', 'AI', 'Incident Management'],
  },
}
