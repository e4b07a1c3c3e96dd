import type { Topic } from './schema.ts'

/** Editorial topic pages under /categories/<topic>. */
export const topics: Topic[] = [
  {
    slug: 'startups-israeliennes',
    title: 'Startups israéliennes',
    description:
      "Découvrez les startups israéliennes par secteur : cybersécurité, IA, MedTech, FinTech, mobilité et plus encore, avec des fiches rédigées en français.",
    intro:
      "Israël compte plusieurs milliers de jeunes entreprises technologiques, des projets en amorçage aux sociétés cotées au Nasdaq. Cette page rassemble nos fiches et nos articles consacrés aux startups israéliennes, classés par secteur. Chaque fiche présente l'activité de l'entreprise, sa ville et, lorsqu'elles sont connues avec certitude, ses données de financement.",
  },
  {
    slug: 'innovation-israel',
    title: 'Innovation en Israël',
    description:
      "Recherche, universités, Autorité de l'innovation, centres de R&D des grands groupes : comprendre ce qui fait la force de l'innovation israélienne.",
    intro:
      "L'innovation israélienne repose sur un ensemble d'acteurs qui travaillent étroitement ensemble : universités et instituts de recherche, unités technologiques de l'armée, Autorité israélienne de l'innovation, fonds de capital-risque et centres de recherche des grands groupes internationaux. Nos articles expliquent le rôle de chacun et la manière dont une découverte de laboratoire devient une entreprise. Ils s'adressent aux curieux comme aux professionnels qui veulent travailler avec l'écosystème.",
  },
  {
    slug: 'startups',
    title: 'Startups',
    description:
      "Profils, analyses et portraits de startups : modèles d'affaires, levées de fonds, rachats et parcours de fondateurs dans l'écosystème israélien.",
    intro:
      "Cette rubrique réunit nos contenus sur les startups elles-mêmes : portraits d'entreprises, analyses de modèles d'affaires, levées de fonds et rachats marquants. Nous y suivons aussi bien les jeunes pousses que les entreprises devenues des références mondiales. Pour une vue d'ensemble, parcourez également l'annuaire complet des startups et les pages sectorielles.",
  },
  {
    slug: 'innovation',
    title: 'Innovation',
    description:
      "Tendances technologiques, intelligence artificielle, santé, énergie et cybersécurité : les innovations qui transforment les entreprises, vues depuis Israël.",
    intro:
      "Intelligence artificielle, cybersécurité, santé numérique, énergie ou agriculture de précision : cette rubrique suit les technologies qui transforment les entreprises et la vie quotidienne. Nous les abordons à partir de produits concrets développés par des équipes israéliennes, en expliquant ce qu'ils font et à qui ils s'adressent.",
  },
  {
    slug: 'events',
    title: "Événements de l'écosystème tech israélien",
    description:
      "Cyber Week, DLD Tel Aviv, OurCrowd Global Investor Summit : les grands rendez-vous récurrents de l'écosystème technologique israélien.",
    intro:
      "Plusieurs rendez-vous récurrents rythment l'écosystème technologique israélien. La Cyber Week, organisée chaque année à l'université de Tel-Aviv, réunit chercheurs, entreprises et délégations officielles autour de la cybersécurité. DLD Tel Aviv est un festival consacré à l'innovation et aux startups, tandis que l'OurCrowd Global Investor Summit, à Jérusalem, rassemble investisseurs et entreprises. Les dates et les formats changent d'une édition à l'autre : consultez toujours le site officiel de chaque événement.",
  },
]
