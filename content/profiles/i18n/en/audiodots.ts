import type { AdtechProfileText } from '../../../schema.ts'

export const profile: AdtechProfileText = {
  slug: 'audiodots',
  tagline: 'Turning articles into audio and opening up new ad space',
  tags: ['Audio', 'Publishers', 'Audio advertising', 'Mobile'],
  about: [
    "AudioDots is an Israeli company that lets website publishers offer their content as audio. Its player sits on article pages, including on WordPress through a dedicated plugin, so that readers can listen to a piece instead of reading it: on the move, on their phone or on connected devices.",
    "For publishers, audio meets two needs: reaching an audience that increasingly takes in content by ear (podcasts, audiobooks, voice assistants) and creating new ways to make money. Every listen becomes a chance to run audio ads, a format advertisers value because it holds attention and is well remembered.",
  ],
  features: [
    {
      name: 'Articles converted to audio',
      description:
        "Articles the publisher puts out are sent automatically to AudioDots, which turns them into audio ready to be listened to.",
    },
    {
      name: 'Embeddable player',
      description:
        "An audio player at the top of the article, added to the site with a script or with the AudioDots WordPress plugin.",
    },
    {
      name: 'Listening on mobile and connected devices',
      description:
        "Content is streamed for listening on the go, on smartphones and on other connected devices.",
    },
    {
      name: 'Audio advertising',
      description:
        "Audio ad slots attached to each listen, which give publishers an inventory separate from their banners.",
    },
  ],
  businessModel: [
    {
      name: 'Monetising listens',
      description:
        "Audio ads played around the content bring in additional revenue from articles that have already been published.",
    },
    {
      name: 'Light integration for publishers',
      description:
        "Setting it up takes a plugin or a script, so sites can try audio without a heavy technical project.",
    },
    {
      name: 'A wider audience',
      description:
        "Audio reaches readers who would not read the article on screen, which raises the value of the audience offered to advertisers.",
    },
  ],
  info: {
    specialty: 'Audio Ads',
  },
  seo: {
    title: 'AudioDots: articles as audio, and audio advertising',
    description:
      "Profile of AudioDots, the Israeli company that turns publishers' articles into audio and creates a new audio advertising inventory on mobile.",
    keywords: ['AudioDots', 'audio advertising', 'audio articles', 'publishers', 'AdTech', 'Israeli startup'],
  },
}
