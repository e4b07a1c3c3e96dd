import type { Profile } from '../schema.ts'

export const profile: Profile = {
  layout: 'adtech',
  slug: 'audiodots',
  initials: 'AD',
  tagline: "Transformer les articles en audio et ouvrir un nouvel espace publicitaire",
  tags: ['Audio', 'Éditeurs', 'Publicité audio', 'Mobile'],
  about: [
    "AudioDots est une société israélienne qui permet aux éditeurs de sites de proposer leurs contenus en version audio. Son lecteur s'intègre aux pages d'articles, y compris sur WordPress grâce à une extension dédiée, afin que les lecteurs puissent écouter un texte au lieu de le lire, en déplacement, sur mobile ou sur des appareils connectés.",
    "Pour les éditeurs, l'audio répond à deux enjeux : toucher un public qui consomme de plus en plus de contenus à l'écoute (podcasts, livres audio, assistants vocaux) et créer de nouveaux espaces de monétisation. Chaque écoute devient une occasion de diffuser des messages publicitaires audio, un format apprécié des annonceurs pour son attention et sa mémorisation.",
  ],
  features: [
    {
      name: 'Conversion des articles en audio',
      description:
        "Les articles publiés par l'éditeur sont transmis automatiquement à AudioDots, qui les transforme en contenus audio prêts à être écoutés.",
    },
    {
      name: 'Lecteur intégrable',
      description:
        "Un lecteur audio placé en tête d'article, qui s'ajoute au site par un script ou par l'extension WordPress d'AudioDots.",
    },
    {
      name: 'Écoute mobile et connectée',
      description:
        "Les contenus sont diffusés en streaming pour une écoute en mobilité, sur smartphone et sur d'autres appareils connectés.",
    },
    {
      name: 'Publicité audio',
      description:
        "Des emplacements publicitaires audio associés aux écoutes, qui ouvrent aux éditeurs un inventaire distinct de leurs bannières.",
    },
  ],
  businessModel: [
    {
      name: 'Monétisation des écoutes',
      description:
        "La publicité audio diffusée autour des contenus génère des revenus supplémentaires à partir d'articles déjà publiés.",
    },
    {
      name: 'Intégration légère pour les éditeurs',
      description:
        "La mise en place repose sur une extension ou un script, ce qui permet aux sites de tester l'audio sans projet technique lourd.",
    },
    {
      name: "Élargissement de l'audience",
      description:
        "L'audio permet de toucher des lecteurs qui ne liraient pas l'article à l'écran, ce qui augmente la valeur de l'audience proposée aux annonceurs.",
    },
  ],
  similar: ['anzu', 'cignal'],
  info: {
    sector: 'AdTech',
    country: 'Israël',
    specialty: 'Audio Ads',
    stage: 'Scale-up',
  },
  seo: {
    title: 'AudioDots : les articles en audio et la publicité audio',
    description:
      "Profil d'AudioDots, société israélienne qui transforme les articles des éditeurs en audio et crée un nouvel inventaire de publicité audio sur mobile.",
    keywords: ['AudioDots', 'publicité audio', 'articles audio', 'éditeurs', 'AdTech', 'startup israélienne'],
  },
}
