import type { Copy } from '../copy';

export type ChatRuleId = keyof Copy['chatbot']['answers'];

export interface ChatRule {
  id: ChatRuleId;
  /** 5 to 10: a matched keyword of a higher-priority rule weighs more. */
  priority: number;
  /** Whole words or phrases, lower case, matched in the normalised question (accents do not matter). */
  keywords: readonly string[];
  /** The same topic as a French-speaking customer asks about it (Canadian French). */
  frenchKeywords: readonly string[];
}

/** The canned topics. On a tie the higher priority wins, then the rule listed first. */
export const chatRules: readonly ChatRule[] = [
  {
    id: 'fees',
    priority: 10,
    keywords: [
      'fee',
      'fees',
      'cost',
      'costs',
      'price',
      'pricing',
      'how much',
      'charge',
      'pay',
      'expensive',
      'money back',
    ],

    frenchKeywords: [
      'frais',
      'cout',
      'couts',
      'coute',
      'prix',
      'tarif',
      'tarifs',
      'combien',
      'payer',
      'paiement',
      'cher',
      'facture',
    ],
  },
  {
    id: 'contact',
    priority: 9,
    keywords: ['contact', 'human', 'person', 'agent', 'talk', 'speak', 'email', 'phone', 'call', 'support', 'someone'],

    frenchKeywords: [
      'contact',
      'contacter',
      'joindre',
      'humain',
      'personne',
      'agent',
      'parler',
      'courriel',
      'telephone',
      'appeler',
      'soutien',
      'quelqu un',
    ],
  },
  {
    id: 'timing',
    priority: 8,
    keywords: ['how long', 'take', 'takes', 'time', 'timeline', 'weeks', 'wait', 'when', 'fast', 'soon'],

    frenchKeywords: [
      'combien de temps',
      'delai',
      'delais',
      'temps',
      'semaines',
      'mois',
      'attendre',
      'attente',
      'quand',
      'rapide',
      'bientot',
    ],
  },
  {
    id: 'form1042s',
    priority: 8,
    keywords: ['1042', '1042 s', '1042s', 'casino form', 'tax form', 'lost', 'missing', 'reissue'],

    frenchKeywords: [
      '1042',
      '1042 s',
      '1042s',
      'formulaire du casino',
      'formulaire fiscal',
      'perdu',
      'perdue',
      'manquant',
      'manquante',
      'reemission',
    ],
  },
  {
    id: 'losses',
    priority: 7,
    keywords: ['loss', 'losses', 'deduct', 'deduction', 'treaty', 'offset', 'win loss', 'net winnings'],

    frenchKeywords: ['perte', 'pertes', 'deduire', 'deduction', 'convention fiscale', 'traite', 'gains nets'],
  },
  {
    id: 'itin',
    priority: 7,
    keywords: ['itin', 'taxpayer identification', 'identification number', 'w 7', 'w7'],

    frenchKeywords: ['itin', 'numero d identification', 'identification fiscal', 'w 7', 'w7'],
  },
  {
    id: 'documents',
    priority: 7,
    keywords: ['document', 'documents', 'need', 'paperwork', 'id', 'passport', 'upload', 'required', 'bring'],

    frenchKeywords: [
      'document',
      'documents',
      'besoin',
      'papiers',
      'piece d identite',
      'passeport',
      'televerser',
      'requis',
      'fournir',
    ],
  },
  {
    id: 'eligibility',
    priority: 6,
    keywords: ['eligible', 'eligibility', 'qualify', 'who', 'canadian', 'canada', 'resident', 'non resident'],

    frenchKeywords: [
      'admissible',
      'admissibilite',
      'eligible',
      'qui peut',
      'canadien',
      'canadienne',
      'canada',
      'resident',
      'non resident',
      'quebec',
    ],
  },
  {
    id: 'priorYears',
    priority: 6,
    keywords: ['how far back', 'year', 'years', 'prior', 'previous', 'past', 'deadline', 'old', 'last year'],

    frenchKeywords: [
      'en arriere',
      'remonter',
      'annee',
      'annees',
      'anterieure',
      'anterieures',
      'precedente',
      'precedentes',
      'passees',
      'date limite',
      'echeance',
      'l an dernier',
      'l annee derniere',
    ],
  },
  {
    id: 'payout',
    priority: 6,
    keywords: ['cheque', 'check', 'deposit', 'bank', 'payout', 'receive', 'mail', 'mailed', 'paid out'],

    frenchKeywords: ['cheque', 'depot', 'banque', 'bancaire', 'versement', 'recevoir', 'poste', 'verse'],
  },
  {
    id: 'security',
    priority: 5,
    keywords: ['secure', 'security', 'safe', 'data', 'privacy', 'private', 'encrypt', 'encrypted', 'protect'],

    frenchKeywords: [
      'securite',
      'securitaire',
      'securise',
      'donnees',
      'confidentialite',
      'prive',
      'privee',
      'chiffrement',
      'chiffre',
      'proteger',
      'protection',
    ],
  },
];
