import { PRODUCT_NAME, WITHHOLDING_RATE_PERCENT } from '../../constants';

/** The mail that tells the customer their data sheets are ready (a link to sign in; never attached). */
export const formsEmailFr = {
  subject: `Vos formulaires ${PRODUCT_NAME} sont prêts à signer`,
  body: (firstName: string, link: string) =>
    `Bonjour ${firstName},\n\nVos formulaires sont prêts, préremplis à partir de votre demande. Comme ils contiennent des renseignements personnels, ils ne sont pas joints à ce courriel : connectez-vous et téléchargez-les à partir de vos documents :\n${link}\n\nVérifiez chaque valeur, signez aux endroits indiqués et retournez-les-nous.\n\nL'équipe ${PRODUCT_NAME}`,
} as const;

/**
 * The customer's copy of the data sheets: instructions in French, each IRS field followed by the name
 * the IRS gives it, since the forms themselves exist only in English.
 */
export const formSheetFr = {
  footnote: `Préparé par ${PRODUCT_NAME} à partir des renseignements que vous nous avez fournis. Vérifiez chaque valeur avant de signer. Les formulaires de l'IRS sont en anglais : le nom anglais de chaque champ est indiqué entre parenthèses.`,
  generatedOn: (date: string, applicationId: string) => `Produit le ${date} pour la demande ${applicationId}`,
  cover: {
    title: `${PRODUCT_NAME} - votre dossier de demande`,
    fileName: 'sommaire-du-dossier.pdf',
    applicant: 'Demandeur',
    claim: 'Demande',
    enclosed: 'Fiches de données jointes',
    name: 'Nom',
    email: 'Courriel',
    address: 'Adresse postale',
    taxYears: "Années d'imposition réclamées",
    status: 'Statut de la demande',
    delivery: 'Formulaires livrés',
    estimate: 'Remboursement estimé',
    noEstimate: 'Pas encore estimé',
    feePaid: 'Frais payés le',
  },
  w7: {
    title: "Fiche de données du formulaire W-7 (demande d'ITIN)",
    fileName: 'fiche-formulaire-w7.pdf',
    reasonSection: 'Motif de la demande (Reason for applying)',
    reason:
      'b - Nonresident alien filing a US federal tax return (étranger non résident qui produit une déclaration fédérale américaine)',
    treaty: 'Pays et article de la convention (Treaty country and article)',
    treatyValue: 'Canada, article XXII (pertes de jeu)',
    applicant: 'Demandeur (Applicant)',
    firstName: 'Prénom (First name)',
    lastName: 'Nom de famille (Last name)',
    dateOfBirth: 'Date de naissance (Date of birth)',
    countryOfBirth: 'Pays de naissance (Country of birth)',
    address: 'Adresse postale (Mailing address, line 2)',
    foreignAddress: 'Adresse hors des États-Unis (Foreign address, line 3)',
  },
  nonresidentReturn: {
    title: (year: string) => `Fiche de données de la déclaration 1040-NR - année d'imposition ${year}`,
    fileName: (year: string) => `fiche-declaration-1040nr-${year}.pdf`,
    taxpayer: 'Contribuable (Taxpayer)',
    name: 'Nom (Name)',
    itin: "Numéro d'identification (Identifying number, ITIN)",
    itinPending: 'Demandé au moyen du formulaire W-7',
    address: 'Adresse (Address)',
    scheduleNec: 'Annexe NEC - revenus non effectivement liés (Schedule NEC)',
    gambling: 'Ligne 8 - gains de jeu (Gambling winnings)',
    rate: "Taux d'imposition (Tax rate)",
    rateValue: `${WITHHOLDING_RATE_PERCENT} %`,
    exempt: "Gains de jeux exonérés selon l'IRC 871(j)",
    losses: 'Pertes de jeu déductibles selon la convention',
    taxOwed: 'Impôt sur les gains de jeu',
    payments: 'Paiements (Payments)',
    withheld: 'Impôt fédéral retenu selon le ou les formulaires 1042-S',
    refund: 'Paiement en trop estimé à rembourser (Overpayment)',
    forms: 'Formulaires 1042-S',
    form: (index: number) => `Formulaire 1042-S no ${index}`,
    formValue: (game: string, winnings: string, withheld: string) =>
      `${game} : ${winnings} gagnés, ${withheld} retenus`,
  },
  powerOfAttorney: {
    title: 'Fiche de données de la procuration (formulaire 2848)',
    fileName: 'fiche-formulaire-2848.pdf',
    taxpayer: 'Contribuable (Taxpayer)',
    representative: 'Représentant (Representative)',
    representativeName: 'Nom (Name)',
    representativeValue: `Désigné par l'équipe ${PRODUCT_NAME} : une personne avec numéro CAF, PTIN et désignation`,
    matters: 'Questions fiscales (Tax matters)',
    matterType: 'Description de la question (Description of matter)',
    matterValue: 'Income tax (impôt sur le revenu)',
    form: 'Numéro du formulaire fiscal (Tax form number)',
    formValue: '1040-NR',
    years: 'Années ou périodes (Years or periods)',
    name: 'Nom (Name)',
    itin: "Numéro d'identification (Identifying number, ITIN)",
    address: 'Adresse (Address)',
  },
} as const;
