import { PRODUCT_NAME, WITHHOLDING_RATE_PERCENT } from '../../constants';

/** The mail that tells the customer the preparer's worksheet is ready to check (a link to sign in; never attached). */
export const formsEmailFr = {
  subject: `Votre feuille de travail ${PRODUCT_NAME} est prête à vérifier`,
  body: (firstName: string, link: string) =>
    `Bonjour ${firstName},\n\nLa feuille de travail du préparateur pour votre demande est prête : les montants que nous inscrirons sur chaque formulaire officiel de l'IRS, établis à partir de vos réponses. Comme elle contient des renseignements personnels, elle n'est pas jointe à ce courriel : connectez-vous et consultez-la dans vos documents :\n${link}\n\nVérifiez chaque valeur et dites-nous si quelque chose est inexact. La feuille de travail n'est pas à signer : ne la signez pas et ne nous la renvoyez pas. Lorsque les formulaires officiels de l'IRS seront prêts, nous vous écrirons de nouveau pour vous dire exactement quoi signer et où l'envoyer.\n\nL'équipe ${PRODUCT_NAME}`,
} as const;

export const officialFormNamesFr = {
  w7: "le formulaire W-7 (demande d'ITIN)",
  '1040nr': 'le formulaire 1040-NR (déclaration de non-résident américaine)',
  '2848': 'le formulaire 2848 (procuration)',
  '8821': 'le formulaire 8821 (autorisation de communication de renseignements fiscaux)',
} as const;

export const signingInstructionsFr = {
  steps: [
    'Imprimez chaque formulaire sur papier, en taille réelle. N’y changez rien.',
    'Signez chaque formulaire à l’encre, à la main, à l’endroit où le formulaire demande votre signature (une signature électronique ou dactylographiée n’est pas acceptée), et inscrivez la date à côté.',
    'Le formulaire W-7 exige une preuve d’identité : votre passeport original, ou une copie certifiée conforme par l’organisme qui l’a délivré (le bureau des passeports), ou un rendez-vous avec un agent d’acceptation certificateur (Certifying Acceptance Agent), qui vérifie le passeport et vous le rend. Une photocopie ou une copie notariée n’est pas acceptée. Un passeport original que nous recevons vous est retourné par la poste, et votre demande indique quand il arrive et quand il repart.',
    'Téléversez dans votre demande une numérisation ou une photo des pages signées, pour que nous les vérifiions avant que vous les postiez.',
  ],
  mailTo: (address: string) => `Postez ensuite les originaux signés à : ${address}`,
  mailToUnknown:
    'Postez ensuite les originaux signés à l’adresse que nous vous indiquons dans les messages de votre compte.',
  received: 'Formulaires signés reçus',
};

export const formsToSignEmailFr = {
  subject: 'Un formulaire officiel de l’IRS attend votre signature',
  body: (firstName: string, form: string, link: string, mailTo: string) =>
    `Bonjour ${firstName},\n\nNous avons préparé ${form} pour vous. Comme il contient des renseignements personnels, il n'est pas joint à ce courriel : connectez-vous pour le consulter, avec la marche à suivre, dans votre demande :\n${link}\n\n${signingInstructionsFr.steps.map((step, index) => `${index + 1}. ${step}`).join('\n')}\n${mailTo}\n\nL'équipe ${PRODUCT_NAME}`,
};

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
    representativeValue: `Professionnel de la fiscalité accrédité de ${PRODUCT_NAME}`,
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
