import type { AdtechProfileText } from '../../../schema.ts'

export const profile: AdtechProfileText = {
  slug: 'minutely',
  tagline: 'AI that picks the best moments of videos to grow audiences and revenue',
  tags: ['Video', 'Artificial intelligence', 'Analytics', 'Monetisation'],
  about: [
    "Minutely (Minute.ly) is a Tel Aviv company founded in 2013 and led by its co-founder Amit Golan. Its artificial intelligence platform analyses publishers' and broadcasters' videos to find their most interesting moments automatically, then turns them into short animated previews that replace static thumbnails and encourage viewers to start the video.",
    "To pick out those moments, the technology combines computer vision, audio analysis (commentary, crowd reactions) and behavioural data on what users actually watch. The stakes are commercial: every extra play is another chance to show a video ad, most often sold through programmatic auctions. By its own figures, the company reports marked increases in engagement, views and revenue for its clients.",
  ],
  features: [
    {
      name: 'Automatic video previews',
      description:
        "Short animated clips that show the best of each video in place of a still image, to raise the click-through rate.",
    },
    {
      name: 'Live teasers',
      description:
        "Clips created during live broadcasts, sport in particular, to draw new viewers to the stream.",
    },
    {
      name: 'Multimodal analysis',
      description:
        "Computer vision, audio analysis and social media signals combined to work out which passages hold attention.",
    },
    {
      name: 'Audience analytics',
      description:
        "Measuring engagement and the plays generated, to track the effect of previews on the audience and on the video ad inventory.",
    },
  ],
  businessModel: [
    {
      name: 'Software as a service',
      description:
        "The platform is offered as a service to publishers, broadcasters and rights holders, with no heavy installation.",
    },
    {
      name: 'Flat fee or revenue share',
      description:
        "The company has said it works either on a fixed subscription or on a share of the additional revenue generated for the client.",
    },
    {
      name: 'More plays, more advertising',
      description:
        "The value it creates comes from more video plays, and therefore more ad impressions sold programmatically.",
    },
  ],
  info: {
    specialty: 'RTB & Analytics',
  },
  seo: {
    title: 'Minutely: AI that turns videos into engaging previews',
    description:
      "Profile of Minutely (Minute.ly), the Israeli company that uses AI to generate automatic video previews that increase plays and advertising revenue.",
    keywords: ['Minutely', 'Minute.ly', 'video', 'artificial intelligence', 'monetisation', 'AdTech', 'Israeli startup'],
  },
}
