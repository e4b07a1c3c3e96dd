import type { Profile } from '../schema.ts'

export const profile: Profile = {
  layout: 'adtech',
  slug: 'cheq',
  initials: 'CH',
  tagline: 'Protéger les budgets marketing contre les robots et le faux trafic',
  tags: ['Fraude publicitaire', 'Détection des robots', 'Cybersécurité', 'Marketing'],
  about: [
    "CHEQ est une entreprise israélienne de cybersécurité appliquée au marketing, fondée en 2016 par Guy Tytunovich, qui en est le directeur général. Elle part d'un constat : une part importante du trafic qui arrive sur les sites web n'est pas humaine. Robots, navigateurs automatisés, fermes à clics, trafic incitatif ou faux comptes cliquent sur les publicités, remplissent les formulaires et polluent les audiences, consommant les budgets publicitaires et faussant les tableaux de bord sur lesquels les équipes marketing prennent leurs décisions. L'entreprise est présente à Tel Aviv, où se trouve sa R&D, et à New York ; elle a annoncé une levée de 150 millions de dollars menée par le fonds Tiger Global.",
    "Plutôt que de traiter la fraude publicitaire comme un simple sujet de mesure, CHEQ l'aborde avec les méthodes de la cybersécurité, comme la détection d'anomalies et le blocage en temps réel, une approche qu'elle qualifie de « sécurité du go-to-market ». À chaque visite, sa technologie analyse de nombreux signaux techniques et comportementaux, dont l'adresse IP, pour déterminer si la session est légitime ; une session jugée frauduleuse peut être bloquée, exclue des audiences publicitaires ou retirée des données analytiques. CHEQ a d'abord travaillé sur la vérification des publicités, y compris dans le jeu vidéo avec Anzu en 2020, avant d'étendre son offre aux campagnes sur les moteurs de recherche et les réseaux sociaux, aux formulaires et aux données marketing.",
  ],
  features: [
    {
      name: 'Protection contre la fraude au clic',
      description:
        "Détection des clics invalides sur les campagnes payantes (moteurs de recherche, réseaux sociaux) et exclusion des sources frauduleuses pour ne plus payer pour des robots.",
    },
    {
      name: 'Sécurisation des formulaires et des prospects',
      description:
        "Blocage des soumissions automatisées et des faux prospects avant qu'ils n'entrent dans le CRM et ne mobilisent les équipes commerciales.",
    },
    {
      name: 'Données analytiques assainies',
      description:
        "Exclusion du trafic non humain des outils de mesure, pour que les taux de conversion et les attributions reflètent le comportement de vrais visiteurs.",
    },
    {
      name: 'Protection des audiences',
      description:
        "Retrait des faux utilisateurs des audiences de reciblage et des listes d'optimisation transmises aux plateformes publicitaires.",
    },
  ],
  businessModel: [
    {
      name: 'Équipes marketing et agences',
      description:
        "La plateforme s'adresse aux équipes d'acquisition payante et de marketing à la performance, ainsi qu'aux agences média qui gèrent les budgets de leurs clients.",
    },
    {
      name: 'Génération de prospects et e-commerce',
      description:
        "Les entreprises qui collectent des prospects en ligne (logiciel, assurance, éducation, finance) et les sites e-commerce exposés aux robots forment une clientèle naturelle.",
    },
    {
      name: 'Budgets préservés',
      description:
        "La valeur apportée se mesure aux dépenses publicitaires qui ne sont plus gaspillées en faux clics et aux équipes commerciales qui ne traitent plus de faux prospects.",
    },
  ],
  similar: ['anzu', 'biscience'],
  info: {
    sector: 'AdTech',
    country: 'Israël',
    specialty: 'Ad Security',
    stage: 'Scale-up',
  },
  seo: {
    title: 'CHEQ : la cybersécurité israélienne contre la fraude publicitaire',
    description:
      "Profil de CHEQ, fondée en 2016 : détection des robots et du faux trafic, protection contre la fraude au clic, des formulaires et des données marketing.",
    keywords: ['CHEQ', 'fraude publicitaire', 'fraude au clic', 'robots', 'AdTech', 'cybersécurité', 'startup israélienne'],
  },
}
