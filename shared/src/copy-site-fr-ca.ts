import { TIMINGS, WITHHOLDING_RATE_PERCENT } from './constants';
import { blogFr, homeBlogFr } from './catalogue/fr-ca/blog';
import { callToActionFr, howItWorksFr, pricingFr, testimonialsFr, whyChooseUsFr } from './catalogue/fr-ca/marketing';
import { pageMetaFr } from './catalogue/fr-ca/page-meta';
import { refundFactsFr } from './catalogue/fr-ca/refund-facts';
import { registerSiteCatalogue, type SiteCopy } from './copy-site';

/**
 * The public site's pages in French (copy-site.ts), apart from the rest of French (copy-fr-ca.ts): the server,
 * which never draws these pages, does not carry them. A browser loads both with the language.
 */
export const frenchSiteCopy: SiteCopy = {
  home: {
    eyebrow: 'Pour les résidents du Canada qui ont gagné aux États-Unis',
    heroTitle: `Récupérez l’impôt de ${WITHHOLDING_RATE_PERCENT}\u00a0% retenu sur vos gains de jeu aux États-Unis`,
    heroBody:
      'Nous obtenons votre numéro d’identification fiscal individuel (ITIN) et produisons votre déclaration 1040-NR auprès de l’IRS. Remplissez la demande en ligne en une dizaine de minutes et suivez chaque étape dans votre compte.',
    getStarted: 'Commencer',
    seePricing: 'Voir les tarifs',
    highlights: {
      payWhenDone: 'Vous payez seulement quand votre demande est remplie',
      moneyBack: refundFactsFr.moneyBackShort,
      refundTiming: refundFactsFr.timingShort,
    },
    needTitle: 'Ce dont vous aurez besoin',
    needItems: {
      form1042s: 'Le relevé fiscal du casino (formulaire 1042-S)',
      governmentId:
        'Votre passeport (pour un ITIN\u00a0: l’original, une copie certifiée conforme ou un agent d’acceptation certificateur)',
      minutes: `Environ ${TIMINGS.applicationMinutes} minutes pour faire la demande en ligne`,
    },
  },
  homeBlog: homeBlogFr,
  blog: blogFr,
  pageMeta: pageMetaFr,
  whyChooseUs: whyChooseUsFr,
  howItWorks: howItWorksFr,
  callToAction: callToActionFr,
  testimonials: testimonialsFr,
  pricing: pricingFr,
};

registerSiteCatalogue('fr-CA', frenchSiteCopy);
