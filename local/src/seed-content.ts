/** Demo content for the local stack. Posts without a language are English. */
export const demoBlogPosts = [
  {
    slug: 'how-to-read-your-form-1042-s',
    title: 'How to read your Form 1042-S',
    excerpt: 'The casino gave you a Form 1042-S with your jackpot. Here is what each box means for your refund.',
    tags: ['1042-S', 'basics'],
    featuredImageUrl: '',
    content: [
      'When a US casino pays a non-resident a taxable jackpot, it withholds 30% and reports the win on Form 1042-S.',
      'Box 2 shows the gross amount you won. Box 7 shows the federal tax the casino withheld and sent to the IRS.',
      'Keep every 1042-S you receive: each one is evidence of tax paid that can be claimed back on a 1040-NR.',
      'Lost yours? The casino can reissue it, and we can request copies for you.',
    ].join('\n'),
  },
  {
    slug: 'what-is-an-itin',
    translationSlug: 'qu-est-ce-qu-un-itin',
    title: 'What is an ITIN and do I need one?',
    excerpt: 'Non-residents need an Individual Taxpayer Identification Number to file a US refund claim.',
    tags: ['ITIN', 'basics'],
    featuredImageUrl: '',
    content: [
      'An ITIN is a nine-digit number the IRS issues to people who must file a US return but cannot get a Social Security number.',
      'Most Canadians who had tax withheld on a US jackpot need one before the IRS will process their refund claim.',
      'ITINs that have not been used on a return for three years expire, so an old number may need renewing.',
      'We prepare the Form W-7 application together with your return, so both travel to the IRS in one package.',
    ].join('\n'),
  },
  {
    slug: 'claim-deadlines-for-gambling-refunds',
    title: 'Claim deadlines: how far back can you go?',
    excerpt: 'Refund claims for tax withheld on US winnings must be filed within three years. Here is how to count.',
    tags: ['deadlines', 'refunds'],
    featuredImageUrl: '',
    content: [
      'Tax withheld on your winnings counts as paid on the due date of the return, June 15 of the following year.',
      'A refund claim must reach the IRS within three years of that date, so a 2023 win can be claimed until June 15, 2027.',
      'Older years are lost for good, so it pays to file as soon as you have your forms.',
    ].join('\n'),
  },
  {
    slug: 'qu-est-ce-qu-un-itin',
    language: 'fr-CA' as const,
    translationSlug: 'what-is-an-itin',
    title: 'Qu’est-ce qu’un ITIN et en ai-je besoin?',
    excerpt:
      'Les non-résidents ont besoin d’un numéro d’identification fiscal individuel (ITIN) pour demander un remboursement d’impôt américain.',
    tags: ['ITIN', 'notions de base'],
    featuredImageUrl: '',
    content: [
      'L’ITIN est un numéro à neuf chiffres que l’IRS attribue aux personnes qui doivent produire une déclaration américaine sans pouvoir obtenir de numéro de sécurité sociale.',
      'La plupart des Canadiens dont un gain au casino a subi une retenue d’impôt américain en ont besoin avant que l’IRS traite leur demande de remboursement.',
      'Un ITIN qui n’a servi sur aucune déclaration pendant trois ans expire : un ancien numéro peut devoir être renouvelé.',
      'Nous préparons la demande (formulaire W-7) avec votre déclaration 1040-NR, et les deux partent ensemble à l’IRS.',
    ].join('\n'),
  },
];

/**
 * The company details the local site shows (staff set them in the Company settings; a real deployment starts
 * with none). Clearly not a real firm: 555-01xx numbers are reserved for fiction.
 */
export const demoCompany = {
  legalName: 'Demo Tax Services Inc.',
  address: '100 Demo Street, Suite 200\nToronto ON  M5V 0A1\nCanada',
  phone: '+1 416-555-0142',
  hours: 'Monday to Friday, 9 am to 5 pm (Eastern time)',
  testimonials: [
    {
      name: 'Marie L.',
      place: 'Montréal, QC',
      date: '2026-03-14',
      quote:
        'I had no idea I could get the tax back from my Vegas jackpot. The application took me ten minutes and the cheque came in the mail.',
    },
    {
      name: 'David K.',
      place: 'Toronto, ON',
      date: '2026-01-22',
      quote:
        'I had lost one of my casino forms. They requested the copy for me and handled everything with the IRS. Very professional.',
    },
    {
      name: 'J.-F. T.',
      place: 'Québec, QC',
      date: '2025-11-05',
      quote:
        'Je n’avais pas d’ITIN. Ils ont préparé la demande avec ma déclaration, tout est parti dans un seul envoi.',
    },
  ],
  preparers: [
    { name: 'Jane Roe', credentials: 'EA', bio: 'Demo profile: an enrolled agent preparing nonresident returns.' },
    { name: 'Jean Tremblay', credentials: 'CPA', bio: 'Demo profile: reviews every claim before it is filed.' },
  ],
};

/** The byline of the seeded posts: one of the demo preparers. */
export const demoByline = 'Jane Roe, EA';

export const demoDiscountCode = {
  code: 'WELCOME10',
  discountType: 'percentage' as const,
  discountValue: 10,
  description: '10% off your first claim',
  maxUses: 100,
  active: true,
};
