import { PRODUCT_NAME, WITHHOLDING_RATE_PERCENT } from '../../constants';

/** The title and search-result description of each public page in French. */
export const pageMetaFr = {
  home: {
    title: `${PRODUCT_NAME} – Récupérez l’impôt américain retenu sur vos gains de jeu`,
    description: `${PRODUCT_NAME} aide les résidents du Canada à récupérer l’impôt américain retenu sur leurs gains de jeu\u00a0: demande d’ITIN et déclaration 1040-NR, on s’occupe de tout.`,
  },
  pricing: {
    title: `Tarifs – ${PRODUCT_NAME}`,
    description: `Des frais fixes pour récupérer l’impôt américain de ${WITHHOLDING_RATE_PERCENT}\u00a0% retenu sur vos gains au casino, payés seulement quand votre demande est remplie.`,
  },
  howItWorks: {
    title: `Comment ça marche – ${PRODUCT_NAME}`,
    description:
      'Faites votre demande en ligne en une dizaine de minutes\u00a0: nous obtenons votre ITIN, produisons votre déclaration 1040-NR et suivons votre remboursement.',
  },
  whyChooseUs: {
    title: `Pourquoi nous choisir – ${PRODUCT_NAME}`,
    description: `Pourquoi les Canadiens choisissent ${PRODUCT_NAME} pour récupérer l’impôt américain retenu sur leurs gains de jeu.`,
  },
  faq: {
    title: `Foire aux questions – ${PRODUCT_NAME}`,
    description:
      'Réponses sur l’ITIN, le formulaire 1042-S, la déclaration 1040-NR, les frais et les délais de remboursement.',
  },
  contact: {
    title: `Nous joindre – ${PRODUCT_NAME}`,
    description: `Des questions sur votre demande de remboursement d’impôt américain? Écrivez à l’équipe ${PRODUCT_NAME}.`,
  },
  privacy: {
    title: `Politique de confidentialité – ${PRODUCT_NAME}`,
    description: `Comment ${PRODUCT_NAME} recueille, utilise et protège vos renseignements personnels.`,
  },
  terms: {
    title: `Conditions d’utilisation – ${PRODUCT_NAME}`,
    description: `Les conditions qui s’appliquent lorsque vous utilisez ${PRODUCT_NAME}.`,
  },
  refundEstimator: {
    title: `Estimateur de remboursement – ${PRODUCT_NAME}`,
    description: 'Estimez en une minute, année par année, le remboursement d’impôt américain sur vos gains de jeu.',
  },
  blog: {
    title: `Blogue – ${PRODUCT_NAME}`,
    description:
      'Des guides sur la retenue d’impôt américaine, l’ITIN et les demandes de remboursement pour les Canadiens qui gagnent aux États-Unis.',
  },
  notFound: {
    title: `Page introuvable – ${PRODUCT_NAME}`,
    description: 'Cette page n’existe pas.',
  },
} as const;
