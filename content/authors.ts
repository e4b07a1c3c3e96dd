import type { Author } from './schema.ts'

export const authors: Author[] = [
  {
    id: 'redaction',
    name: 'La rédaction de Startups en Israël',
    avatar: '/images/authors/redaction.svg',
    bio: "L'équipe éditoriale de Startups en Israël suit l'écosystème technologique israélien pour un public francophone : analyses sectorielles, portraits d'entreprises et décryptage des tendances, à partir de sources publiques et vérifiables.",
  },
  {
    id: 'pole-investissement',
    name: 'Le pôle investissement de Startups en Israël',
    avatar: '/images/authors/pole-investissement.svg',
    bio: "Le pôle investissement de Startups en Israël rédige les guides pratiques du site : voies d'accès au capital-risque israélien, due diligence, structures juridiques et points de vigilance. Ses contenus sont informatifs et ne constituent pas des conseils en investissement.",
  },
]
