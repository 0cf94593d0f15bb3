import { type Shape } from '../../i18n/catalogue';
import { type blogPagesEn } from './pages.en';

export const blogFr = {
  title: 'Blogue',
  intro:
    'Des guides en langage clair sur l’impôt américain sur les gains de jeu, l’ITIN et les demandes de remboursement.',
  searchLabel: 'Rechercher des articles',
  searchPlaceholder: 'Rechercher par titre, résumé ou mot-clé',
  tagsLabel: 'Filtrer par mot-clé',
  allTags: 'Tous',
  readMore: 'Lire la suite',
  readMoreAbout: (title: string) => `Lire la suite\u00a0: ${title}`,
  noPosts: 'Aucun article trouvé.',
  loadMore: 'Charger plus d’articles',
  loadFailed: 'Échec du chargement des articles',
  retry: 'Réessayer',
  publishedOn: (date: string) => `Publié le ${date}`,
  byAuthor: (name: string) => `Par ${name}`,
  tags: 'Mots-clés',
  backToBlog: 'Retour au blogue',
  backToHome: 'Retour à l’accueil',
  noPostsInLanguage: 'Aucun article en français pour le moment.',
  readOtherLanguage: 'Lire les articles en anglais',
  otherLanguageNote: 'Cet article n’est offert qu’en anglais.',
} as const;

export const homeBlogFr = {
  title: 'Sur notre blogue',
  intro: 'Conseils et explications de notre équipe fiscale.',
  viewAll: 'Voir tous les articles',
  empty: 'Aucun article pour l’instant. Revenez bientôt pour des conseils utiles!',
  visitBlog: 'Visiter le blogue',
} as const;

export const blogPagesFrCa: Shape<typeof blogPagesEn> = {
  homeBlog: homeBlogFr,
  blog: blogFr,
};
