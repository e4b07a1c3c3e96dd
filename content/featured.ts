import type { FeaturedCard } from './schema.ts'

/** The home page's nine featured startup cards, in display order (spec sections 2, 3 and 9). */
export const featuredCards: FeaturedCard[] = [
  {
    slug: 'mobileye',
    pitch:
      "Pionnier de la vision par ordinateur automobile, Mobileye équipe de très nombreux véhicules de ses puces EyeQ et prépare la conduite autonome.",
    status: 'licorne',
  },
  {
    slug: 'cyberark',
    pitch:
      "Leader mondial de la sécurité des identités, CyberArk protège les accès à privilèges que ciblent en priorité les cyberattaquants.",
    status: 'licorne',
  },
  {
    slug: 'monday-com',
    pitch:
      'Née à Tel Aviv, monday.com permet aux équipes de piloter projets et processus dans des tableaux personnalisables, sans écrire de code.',
    status: 'licorne',
  },
  {
    slug: 'gong',
    pitch:
      "Gong analyse par l'intelligence artificielle les conversations commerciales pour aider les équipes de vente à conclure davantage d'affaires.",
    status: 'licorne',
  },
  {
    slug: 'wix',
    pitch:
      "Wix permet à chacun de créer un site web professionnel ou une boutique en ligne par simple glisser-déposer, avec l'aide de l'IA.",
    status: 'licorne',
  },
  {
    slug: 'jfrog',
    pitch:
      "Avec Artifactory, JFrog gère et sécurise les binaires et paquets logiciels, du code source jusqu'à la mise en production.",
    status: 'licorne',
  },
  {
    slug: 'innoviz',
    pitch:
      'Innoviz conçoit des capteurs lidar de qualité automobile, retenus par de grands constructeurs pour la conduite automatisée.',
    status: 'scale-up',
  },
  {
    slug: 'cheq',
    pitch:
      'CHEQ applique les méthodes de la cybersécurité au marketing pour bloquer les robots et le faux trafic qui gaspillent les budgets publicitaires.',
    status: 'scale-up',
  },
  {
    slug: 'pushit-replays',
    pitch:
      "Pushit Replays apporte le replay instantané, comme à la télévision, aux terrains de sport amateurs et aux complexes sportifs.",
    status: 'early-stage',
  },
]
