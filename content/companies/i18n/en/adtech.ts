import type { CompanyTranslations } from '../../../schema.ts'

/** English texts of the adtech companies of ../../adtech.ts, written for this site. */
export const adtech: CompanyTranslations = {
  'anzu': {
    description:
      'Anzu places ads right inside the 3D worlds of video games, on billboards and virtual screens, without interrupting play. It offers programmatic buying and viewability measurement built for 3D environments.',
    tags: ['In-Game Advertising', 'Programmatic', 'Video Games', 'Audience Measurement'],
  },
  'cheq': {
    description:
      'CHEQ shields marketing and sales funnels from invalid traffic (bots, fake users, click fraud) that skews campaigns, forms and analytics. The company has raised $150 million from Tiger Global.',
    tags: ['Ad Fraud', 'Go-to-Market Security', 'Bot Detection'],
  },
  'taboola': {
    description:
      'Taboola runs one of the largest content recommendation and native advertising networks on the open web, with a presence on the sites of a great many publishers. Founded in 2007, it is listed on Nasdaq.',
    tags: ['Native Advertising', 'Recommendations', 'Publishers'],
  },
  'cignal': {
    description:
      'Cignal is an Israeli video advertising infrastructure company. Its programmatic platform appears in publishers’ ads.txt files as an authorized seller of ad inventory.',
    tags: ['Video Advertising', 'Programmatic', 'Ad Infrastructure'],
  },
  'biscience': {
    description:
      'BIScience provides digital market intelligence data. Its AdClarity product tracks display, video and social campaigns running on hundreds of thousands of sites in some fifty countries, so brands can analyze their competitors’ ad strategies.',
    tags: ['Market Intelligence', 'Ad Intelligence', 'Analytics'],
  },
  'audiodots': {
    description:
      'AudioDots is a young Israeli company focused on digital audio advertising, a format that lets brands reach people while they listen to audio content.',
    tags: ['Audio Advertising', 'Digital Audio'],
  },
  'minutely': {
    description:
      'Founded in 2013, Minute.ly uses computer vision and AI to automatically generate video previews and teasers that lift engagement and ad revenue for publishers and sports broadcasters.',
    tags: ['Video', 'AI', 'Monetization', 'Publishers'],
  },
  'appsflyer': {
    description:
      'AppsFlyer gives mobile app marketers a platform for campaign attribution and measurement, along with fraud protection tools and privacy-preserving data collaboration.',
    tags: ['Mobile Attribution', 'Measurement', 'App Marketing'],
  },
  'nexxen': {
    description:
      'Nexxen, formerly Tremor International, offers an end-to-end advertising platform serving both buyers and publishers, with a focus on video and connected TV. The company is listed on Nasdaq.',
    tags: ['Connected TV', 'Video', 'Programmatic'],
  },
  'perion': {
    description:
      'Perion Network, which grew out of IncrediMail, builds multichannel advertising technology spanning search advertising, digital out-of-home, video and connected TV. The company is listed on Nasdaq.',
    tags: ['Multichannel Advertising', 'Search', 'Digital Out-of-Home'],
  },
  'innovid': {
    description:
      'Innovid provides ad serving, personalization and measurement infrastructure for connected TV and video. Founded in Israel in 2007, it was acquired by Mediaocean in 2025.',
    tags: ['Connected TV', 'Ad Serving', 'Measurement'],
  },
  'optimove': {
    description:
      'Optimove makes a marketing CRM platform that draws on customer data and AI to orchestrate personalized campaigns across multiple channels.',
    tags: ['Marketing CRM', 'Personalization', 'Martech'],
  },
  'skai': {
    description:
      'Skai, formerly Kenshoo, offers a platform for managing and optimizing ad campaigns across search engines, social media and retail media.',
    tags: ['Retail Media', 'Search Engines', 'Social Media'],
  },
  'arpeely': {
    description:
      'Arpeely builds machine-learning-driven media buying technology that continuously optimizes its clients’ performance campaigns across programmatic channels.',
    tags: ['Media Buying', 'AI', 'Programmatic'],
  },
  'clinch': {
    description:
      'Clinch offers a dynamic creative platform that automatically personalizes and delivers ad creative across channels: display, video, social media and connected TV.',
    tags: ['Dynamic Creative', 'Personalization', 'Multichannel'],
  },
  'dynamic-yield': {
    description:
      'Dynamic Yield provides a digital experience personalization platform (recommendations, A/B testing, targeting) for websites and apps. Acquired by McDonald’s in 2019, it has belonged to Mastercard since 2022.',
    tags: ['Personalization', 'Martech', 'A/B Testing'],
  },
  'bigabid': {
    description:
      'Bigabid is a programmatic user acquisition and re-engagement platform for mobile apps that uses machine learning to target high-value users.',
    tags: ['User Acquisition', 'Programmatic', 'Mobile Apps'],
  },
}
