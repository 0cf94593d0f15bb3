import type { screeningCopy } from '../screening';

/** Pour qui nous produisons la déclaration : questions de résidence, refus en mots simples, faible remboursement. */
export const screeningFr: typeof screeningCopy = {
  title: 'Votre résidence et votre statut',
  intro:
    'Nous produisons la déclaration américaine pour les personnes qui ne sont pas résidentes des États-Unis aux fins de l’impôt. Ces questions nous disent, avant tout paiement, si nous pouvons le faire pour vous.',
  country: 'Dans quel pays résidez-vous aux fins de l’impôt?',
  countryHint:
    'Le pays où vous payez l’impôt sur le revenu comme résident. Pour la plupart de nos clients, c’est le Canada.',
  selectCountry: 'Choisissez un pays',
  countryInvalid: 'Veuillez choisir un pays dans la liste.',
  citizen: 'Avez-vous déjà été citoyen américain ou titulaire d’une carte verte (résidence permanente aux États-Unis)?',
  yes: 'Oui',
  no: 'Non',
  marital: 'Êtes-vous marié?',
  maritalHelp: 'Pourquoi cette question?',
  maritalHelpBody:
    'Elle fixe l’état civil de votre déclaration\u00a0: célibataire, ou marié produisant une déclaration distincte. Un non-résident ne peut pas produire de déclaration conjointe.',
  maritalStatuses: { unmarried: 'Non (célibataire, divorcé ou veuf)', married: 'Oui, je suis marié' },
  daysTitle: 'Jours passés aux États-Unis',
  daysIntro:
    'Comptez chaque jour passé aux États-Unis, même en partie\u00a0: voyages, magasinage, vacances, hivers. Les tampons de votre passeport ou vos relevés de voyage vous aideront.',
  daysHelp: 'Pourquoi cette question?',
  daysHelpBody:
    'L’IRS vous considère comme résident des États-Unis pour une année si vous y avez passé au moins 31 jours cette année-là et si les jours de cette année, plus le tiers de ceux de l’année précédente, plus le sixième de ceux de l’année d’avant, atteignent 183. Nous le vérifions pour chaque année réclamée.',
  days: (year: string) => `Jours aux États-Unis en ${year}`,
  daysInvalid: 'Veuillez entrer un nombre de jours entre 0 et le nombre de jours de cette année.',
  form8840: (year: string) =>
    `Avez-vous produit à temps le formulaire 8840 (Closer Connection Exception Statement) pour ${year}?`,
  form8840Help: 'Qu’est-ce que le formulaire 8840?',
  form8840HelpBody:
    'Les Canadiens qui passent de longues périodes aux États-Unis, comme l’hiver, envoient le formulaire 8840 à l’IRS au plus tard le 15 juin de l’année suivante pour rester non-résidents. Répondez oui seulement s’il a été produit à temps pour cette année.',
  returnFiled: (year: string) =>
    `Vous, ou quelqu’un pour vous, avez-vous déjà produit une déclaration de revenus américaine pour ${year}?`,
  returnFiledHint:
    'Par exemple un formulaire 1040-NR que vous avez produit vous-même ou qu’un autre préparateur a produit pour vous.',
  ssn: 'Pourriez-vous obtenir un numéro de sécurité sociale américain (SSN)?',
  ssnHelp: 'Comment le savoir?',
  ssnHelpBody:
    'Les personnes autorisées à travailler aux États-Unis, par exemple avec un visa de travail américain, peuvent obtenir un SSN. La plupart des visiteurs, comme les Canadiens en voyage, ne le peuvent pas. L’IRS n’attribue un ITIN qu’aux personnes qui ne peuvent pas obtenir de SSN.',
  answerAll: 'Répondez à toutes les questions pour continuer.',
  refusedTitle: 'Nous ne pouvons pas produire votre déclaration',
  otherYears: 'Vous pouvez retirer cette année de votre demande et continuer avec les autres.',
  refusals: {
    'facts-missing': (year: string) =>
      `Il nous manque encore vos réponses sur votre résidence et votre statut pour ${year}.`,
    'us-citizen-or-green-card': () =>
      'Nous ne produisons de déclaration que pour les personnes qui n’ont jamais été citoyennes américaines ni titulaires d’une carte verte. Un citoyen américain ou un titulaire de carte verte produit une autre déclaration, que nous ne préparons pas.',
    'us-tax-resident': () =>
      'Vous nous avez dit résider aux États-Unis aux fins de l’impôt. Nous ne produisons de déclaration que pour les non-résidents.',
    'substantial-presence': (year: string) =>
      `Vous avez passé assez de jours aux États-Unis pour être considéré comme résident en ${year} (le critère de présence substantielle de l’IRS), et aucun formulaire 8840 n’a été produit à temps pour vous garder non-résident. Nous ne pouvons pas produire de déclaration de non-résident pour ${year}.`,
    'ssn-eligible': () =>
      'Vous pouvez obtenir un numéro de sécurité sociale américain\u00a0: l’IRS ne vous attribuera donc pas d’ITIN, et nous ne pouvons pas en demander un pour vous.',
    'return-already-filed': (year: string) =>
      `Une déclaration américaine a déjà été produite pour ${year}. La modifier demande une déclaration modifiée, que nous ne préparons pas.`,
  },
  answersMissing:
    'Veuillez répondre aux questions sur votre résidence et votre statut à l’étape 2 de votre demande avant de payer.',
  lowRefundTitle: 'Votre remboursement estimé est inférieur à nos frais',
  lowRefundBody: (refund: string, fee: string) =>
    `Nous estimons votre remboursement à ${refund}, et nos frais sont de ${fee}\u00a0: vous paieriez plus que ce que vous recevriez.`,
  lowRefundConfirm: 'Je comprends que mon remboursement estimé est inférieur aux frais, et je veux continuer.',
  lowRefundUnconfirmed:
    'Votre remboursement estimé est inférieur à nos frais. Veuillez confirmer sur la page de paiement que vous voulez continuer.',
};
