import type { CompanyTranslations } from '../../../schema.ts'

/** English texts of the mobile companies of ../../mobile.ts, written for this site. */
export const mobile: CompanyTranslations = {
  'waze': {
    description:
      'A community-driven navigation app born in Israel, Waze relies on reports from its users (traffic jams, accidents, roadwork) to calculate routes in real time. Google acquired it in 2013.',
    tags: ['Navigation', 'Traffic', 'Community'],
  },
  'moovit': {
    description:
      'Moovit guides public transit trips by combining operator data with contributions from riders. Acquired by Intel in 2020, the app is now part of Mobileye.',
    tags: ['Public Transit', 'Navigation', 'Urban Mobility'],
  },
  'lightricks': {
    description:
      'The maker of Facetune and Videoleap, Lightricks develops photo and video editing apps for smartphones as well as generative AI creative tools such as LTX Studio.',
    tags: ['Creative Tools', 'Photo Editing', 'Generative AI'],
  },
  'viber': {
    description:
      'A free internet messaging and calling service, Viber was founded in Israel in 2010 by Talmon Marco and Igor Magazinnik, and was acquired by the Japanese group Rakuten in 2014.',
    tags: ['Messaging', 'Calls', 'Mobile App'],
  },
  'pushit-replays': {
    description:
      'Pushit Replays installs cameras in sports facilities that record games continuously: at the push of a button, players instantly get the video of their best moments, ready to rewatch and share.',
    tags: ['Sports', 'Video', 'Replays'],
  },
  'myheritage': {
    description:
      'MyHeritage offers family trees, historical records and DNA tests for tracing one’s family roots; the Francisco Partners fund took control of the company in 2019.',
    tags: ['Genealogy', 'DNA', 'Consumer'],
  },
  'any-do': {
    description:
      'Any.do is a to-do list, reminders and calendar app that syncs across smartphones, computers and voice assistants.',
    tags: ['Productivity', 'Tasks', 'Mobile App'],
  },
  'simply': {
    description:
      'Formerly JoyTunes, Simply makes Simply Piano and other apps that teach people to play an instrument by listening to them play through the smartphone’s microphone.',
    tags: ['Education', 'Music', 'Mobile App'],
  },
  'waves-audio': {
    description:
      'A pioneer of audio plug-ins, Waves develops sound processing software used in recording studios, live concert sound and broadcasting.',
    tags: ['Audio', 'Creative Software', 'Music'],
  },
  'hola': {
    description:
      'Hola offers a free VPN and peer-to-peer network that lets users access web content from different countries; the company created Luminati, which became Bright Data.',
    tags: ['VPN', 'Web Browsing', 'Peer-to-Peer'],
  },
  '10bis': {
    description:
      '10bis is an Israeli food ordering app widely used by employees, thanks to meal credits funded by employers; Takeaway.com acquired it in 2018.',
    tags: ['Food Delivery', 'Employee Benefits', 'Mobile App'],
  },
  'nanit': {
    description:
      'Nanit designs smart baby monitors whose camera and vision algorithms analyze a baby’s sleep, then send tracking data and tips to parents through an app.',
    tags: ['IoT', 'Parenting', 'Computer Vision'],
  },
  'mixtiles': {
    description:
      'Mixtiles turns smartphone photos into lightweight frames that stick to the wall with no nails or drilling, ordered in a few taps from its app.',
    tags: ['Photo', 'E-Commerce', 'Home Decor'],
  },
  'corephotonics': {
    description:
      'Founded by David Mendlovic, a professor at Tel Aviv University, Corephotonics developed dual cameras and compact optical zoom for smartphones; Samsung acquired it in 2019.',
    tags: ['Smartphone', 'Photography', 'Optics'],
  },
  'wearable-devices': {
    description:
      'Listed on Nasdaq, Wearable Devices develops the Mudra Band, a neural interface wristband that lets users control a smartwatch, smartphone or augmented reality glasses with subtle finger movements.',
    tags: ['Wearables', 'Neural Interface', 'Augmented Reality'],
  },
  'sightful': {
    description:
      'Sightful designed Spacetop, a screenless laptop that displays a vast virtual workspace in augmented reality glasses.',
    tags: ['Augmented Reality', 'Mobile Computing', 'Hardware'],
  },
  'minute-media': {
    description:
      'Founded in Tel Aviv in 2011 with the soccer site 90min, Minute Media now runs digital sports brands such as The Players’ Tribune along with a publishing and video technology platform.',
    tags: ['Digital Media', 'Sports', 'Video'],
  },
  'glide': {
    description:
      'Glide is a video messaging app that streams messages while they are being recorded; it became very popular in the Deaf community for conversations in sign language.',
    tags: ['Messaging', 'Video', 'Accessibility'],
  },
  'playsight': {
    description:
      'PlaySight equips courts and gyms with smart cameras that film, analyze and stream games and practices, from tennis to basketball, with video replay for players and coaches.',
    tags: ['Sports', 'Video', 'Performance Analysis'],
  },
  'wsc-sports': {
    description:
      'WSC Sports uses AI to automatically generate highlights and personalized video clips from sports broadcasts, for leagues such as the NBA and broadcasters around the world.',
    tags: ['Sports', 'Video', 'AI'],
  },
  'pixellot': {
    description:
      'Pixellot automates the filming and streaming of sports events with fixed AI-driven cameras, making it possible to film amateur, school and college competitions.',
    tags: ['Sports', 'Video', 'Automated Production'],
  },
  'magisto': {
    description:
      'Magisto uses artificial intelligence to automatically turn photos and videos into short edited movies; Vimeo acquired the app in 2019.',
    tags: ['Video Editing', 'AI', 'Mobile App'],
  },
  'wibbitz': {
    description:
      'Wibbitz built a tool for quickly creating short videos from text and images, aimed at publishers and brands; Vimeo acquired it in 2021.',
    tags: ['Video Creation', 'Media'],
  },
  'powermat': {
    description:
      'Founded in 2006, Powermat develops inductive wireless charging technology for smartphones and other devices, deployed in places such as cafés, public venues and vehicles.',
    tags: ['Wireless Charging', 'Smartphone', 'Hardware'],
  },
  'guardio': {
    description:
      'Guardio protects consumers against phishing, scam websites and malicious extensions with a browser extension and a mobile app.',
    tags: ['Consumer Security', 'Browser', 'Anti-Scam'],
  },
  'yad2': {
    description:
      'Yad2 is Israel’s leading classifieds site (real estate, cars, secondhand goods, jobs); the Axel Springer group acquired it in 2014.',
    tags: ['Classifieds', 'Real Estate', 'Marketplace'],
  },
  '365scores': {
    description:
      '365Scores is a live sports scores, news and stats app covering soccer as well as many other sports.',
    tags: ['Sports', 'Live Scores', 'Mobile App'],
  },
  'zimperium': {
    description:
      'Founded in Israel, Zimperium protects smartphones and mobile apps against malware, phishing and network attacks with on-device detection.',
    tags: ['Mobile Security', 'Apps', 'Enterprise'],
  },
  'appdome': {
    description:
      'Appdome automatically adds protections (anti-fraud, anti-cheat, encryption) to Android and iOS apps, with no coding required.',
    tags: ['App Security', 'Mobile', 'No-Code'],
  },
  'maytronics': {
    description:
      'Maytronics designs Dolphin robotic pool cleaners, whose connected models can be controlled from a mobile app; the company is listed on the Tel Aviv Stock Exchange.',
    tags: ['Home Robotics', 'IoT'],
  },
  'oddity': {
    description:
      'The parent company of the IL MAKIAGE and SpoiledChild brands, ODDITY sells beauty and wellness products online, recommended by its own data and AI tools. The company has been listed on Nasdaq since 2023.',
    tags: ['Beauty', 'E-Commerce', 'Data'],
  },
  'my-size': {
    description:
      'My Size develops sizing and fit recommendation solutions, usable from a smartphone or an online store, to help clothing shoppers pick the right size. The company is listed on Nasdaq.',
    tags: ['Fashion', 'Measurement', 'E-Commerce'],
  },
  'beamr': {
    description:
      'Beamr designs video encoding and optimization technology that shrinks file sizes with no visible loss of quality, for streaming platforms and content publishers. The company is listed on Nasdaq.',
    tags: ['Video', 'Compression', 'Streaming'],
  },
  'zeekit': {
    description:
      'Founded in 2013, Zeekit created a virtual fitting room that shows a garment on a photo of the shopper or on a model with their body type. Walmart acquired it in 2021.',
    tags: ['Virtual Try-On', 'Fashion', 'Computer Vision'],
  },
  'bookaway': {
    description:
      'Bookaway lets travelers compare and book ground transportation online (buses, ferries, shuttles, private transfers) from thousands of operators, often in destinations where booking is still done offline.',
    tags: ['Travel', 'Booking', 'Marketplace'],
  },
  'eko': {
    description:
      'Founded by musician Yoni Bloch under the name Interlude, Eko offers interactive video technology in which viewers choose what happens next, used for music videos, series and brand campaigns.',
    tags: ['Interactive Video', 'Entertainment', 'Creative Tools'],
  },
  'keepers': {
    description:
      'Available since 2017, the Keepers parental control app uses natural language processing to analyze the messages a child’s phone receives and alerts parents to bullying or dangerous conversations.',
    tags: ['Parental Control', 'Cyberbullying', 'Mobile App'],
  },
  'cibus': {
    description:
      'Cibus manages, through an app and a card, the meal benefits Israeli companies give their employees, usable at partner restaurants and stores. The service is now run by Pluxee Israel.',
    tags: ['Employee Benefits', 'Meals', 'Mobile App'],
  },
  'playermaker': {
    description:
      'Playermaker attaches a sensor to soccer players’ boots that measures touches, passes and movement, then delivers the data to coaches in an app. Born in Tel Aviv, the company is now headquartered in London.',
    tags: ['Sports', 'Sensors', 'Soccer'],
  },
  'applicaster': {
    description:
      'With its Zapp platform, Applicaster lets TV networks and media publishers build and update their apps on iOS, Android and smart TVs without rebuilding everything for each screen.',
    tags: ['Media Apps', 'Connected TV', 'Platform'],
  },
  'rounds': {
    description:
      'Founded in 2008, Rounds built a group video chat app where friends could also play games and watch videos together. Canadian messaging company Kik acquired it in 2017 to make it its R&D center in Tel Aviv.',
    tags: ['Video Chat', 'Messaging', 'Social Network'],
  },
  'wi-charge': {
    description:
      'Wi-Charge transmits power over the air using an infrared beam: a ceiling-mounted transmitter powers devices such as smart locks and in-store displays with no wires or batteries.',
    tags: ['Wireless Power', 'IoT', 'Infrared'],
  },
}
