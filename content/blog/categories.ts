import type { BlogCategory } from '../schema.ts'

/** Blog categories. The number of articles per category is derived from the articles by the site. */
export const blogCategories: BlogCategory[] = [
  {
    id: 'cybersecurity',
    name: 'Cybersécurité',
    slug: 'cybersecurity',
    description:
      "Sécurité du cloud, des identités, des données et des réseaux : les entreprises israéliennes qui protègent les organisations du monde entier et les tendances du secteur.",
  },
  {
    id: 'ai-bigdata',
    name: 'IA & Big Data',
    slug: 'ai-bigdata',
    description:
      "Modèles de langage, puces d'IA, analyse de données : comment les chercheurs et les startups israéliennes font avancer l'intelligence artificielle.",
  },
  {
    id: 'fintech',
    name: 'FinTech',
    slug: 'fintech',
    description:
      'Paiements, crédit, assurance et gestion financière des entreprises : les innovations israéliennes qui transforment les services financiers.',
  },
  {
    id: 'healthtech',
    name: 'HealthTech',
    slug: 'healthtech',
    description:
      'Santé numérique, imagerie médicale assistée par IA, télémédecine et dispositifs médicaux : la santé vue par la tech israélienne.',
  },
  {
    id: 'startups',
    name: 'Startups',
    slug: 'startups',
    description:
      "Portraits, sélections et actualité des jeunes pousses et des scale-ups israéliennes, de l'amorçage à l'introduction en bourse.",
  },
  {
    id: 'investissement',
    name: 'Investissement',
    slug: 'investissement',
    description:
      "Comprendre et investir dans la tech israélienne : voies d'accès, analyse des secteurs, due diligence et points de vigilance, sans conseil personnalisé.",
  },
]
