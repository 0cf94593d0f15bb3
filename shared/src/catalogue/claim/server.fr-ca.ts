import { PRODUCT_NAME } from '../../constants';
import { type Shape } from '../../i18n/catalogue';
import { type claimServerEn } from './server.en';

/** The mail that tells the customer the preparer's worksheet is ready to check (a link to sign in; never attached). */
export const formsEmailFr = {
  subject: `Votre feuille de travail ${PRODUCT_NAME} est prête à vérifier`,
  body: (firstName: string, link: string) =>
    `Bonjour ${firstName},\n\nLa feuille de travail du préparateur pour votre demande est prête\u00a0: les montants que nous inscrirons sur chaque formulaire officiel de l’IRS, établis à partir de vos réponses. Comme elle contient des renseignements personnels, elle n’est pas jointe à ce courriel\u00a0: connectez-vous et consultez-la dans vos documents\u00a0:\n${link}\n\nVérifiez chaque valeur et dites-nous si quelque chose est inexact. La feuille de travail n’est pas à signer\u00a0: ne la signez pas et ne nous la renvoyez pas. Lorsque les formulaires officiels de l’IRS seront prêts, nous vous écrirons de nouveau pour vous dire exactement quoi signer et où l’envoyer.\n\nL’équipe ${PRODUCT_NAME}`,
} as const;

export const formsToSignEmailFr = {
  subject: 'Un formulaire officiel de l’IRS attend votre signature',
  body: (firstName: string, form: string, link: string, steps: string, mailTo: string) =>
    `Bonjour ${firstName},\n\nNous avons préparé ${form} pour vous. Comme il contient des renseignements personnels, il n’est pas joint à ce courriel\u00a0: connectez-vous pour le consulter, avec la marche à suivre, dans votre demande\u00a0:\n${link}\n\n${steps}\n${mailTo}\n\nL’équipe ${PRODUCT_NAME}`,
};

/**
 * The customer's copy of the preparer's worksheet: in French, each IRS line followed by the name the IRS gives
 * it, since the forms themselves exist only in English. Nobody signs it.
 */
export const formSheetFr = {
  notForSignature: 'FEUILLE DE TRAVAIL DU PRÉPARATEUR - NE PAS SIGNER',
  footnote: `Préparé par ${PRODUCT_NAME} à partir de vos réponses\u00a0: les montants que notre préparateur reporte sur les formulaires officiels de l’IRS. À ne pas signer\u00a0: vous signez seulement les formulaires officiels de l’IRS que nous vous envoyons. Les formulaires de l’IRS sont en anglais\u00a0: le nom anglais de chaque ligne est indiqué entre parenthèses.`,
  generatedOn: (date: string, applicationId: string) => `Produit le ${date} pour la demande ${applicationId}`,
  line: (form: string, line: string) => `${form}, ligne ${line} (${form} line ${line})`,
  item: (form: string, item: string) => `${form}, point ${item} (${form} item ${item})`,
  lineUnconfirmed: (form: string, year: string) =>
    `${form} (ligne non confirmée pour ${year}\u00a0: vérifiez le formulaire)`,
  notRecorded: 'Pas encore inscrit\u00a0: à demander au client',
  cover: {
    title: `${PRODUCT_NAME} - feuille de travail du préparateur`,
    fileName: 'feuille-de-travail-sommaire.pdf',
    applicant: 'Demandeur',
    claim: 'Demande',
    enclosed: 'Pages de la feuille de travail',
    name: 'Nom',
    email: 'Courriel',
    address: 'Adresse postale',
    taxYears: 'Années d’imposition réclamées',
    status: 'Statut de la demande',
    delivery: 'Formulaires livrés',
    deliveries: { email: 'Par courriel', mail: 'Par la poste', both: 'Par courriel et par la poste' },
    estimate: 'Remboursement estimé',
    noEstimate: 'Pas encore estimé',
    feePaid: 'Frais payés le',
  },
  w7: {
    title: 'Feuille de travail du formulaire W-7 (demande d’ITIN)',
    fileName: 'feuille-de-travail-w7.pdf',
    applicationType: 'Type de demande (Application type)',
    newItin: 'Nouvel ITIN (Apply for a new ITIN)',
    renewItin: 'Renouvellement (Renew an existing ITIN)',
    reasonSection: 'Motif de la demande (Reason you are submitting Form W-7)',
    reasonBox: 'Case à cocher',
    reason:
      'b - Nonresident alien filing a US federal tax return (étranger non résident qui produit une déclaration fédérale américaine)',
    applicant: 'Demandeur (Applicant)',
    firstName: 'Ligne 1a - prénom (First name)',
    lastName: 'Ligne 1a - nom de famille (Last name)',
    dateOfBirth: 'Ligne 4 - date de naissance, MM/JJ/AAAA (Date of birth)',
    countryOfBirth: 'Ligne 4 - pays de naissance (Country of birth)',
    address: 'Ligne 2 - adresse postale (Mailing address)',
    foreignAddress: 'Ligne 3 - adresse hors des États-Unis (Foreign address)',
    foreignAddressMissing:
      'Absente\u00a0: la ligne 3 exige une adresse hors des États-Unis (pas de case postale); à demander au client',
    previousItin: 'Lignes 6e et 6f - ITIN précédent (Previous ITIN)',
    identity: 'Ligne 6d - pièce d’identité (Identification document)',
    identityValue:
      'Passeport\u00a0: l’original, une copie certifiée conforme par l’organisme qui l’a délivré, ou vérifié par un agent d’acceptation certificateur',
  },
  nonresidentReturn: {
    title: (year: string) => `Feuille de travail de la déclaration 1040-NR - année d’imposition ${year}`,
    fileName: (year: string) => `feuille-de-travail-1040nr-${year}.pdf`,
    taxpayer: 'Contribuable (Taxpayer)',
    name: 'Nom (Name)',
    itin: 'Numéro d’identification (Identifying number, ITIN)',
    itinPending: 'Demandé au moyen du formulaire W-7',
    itinRenewal: (itin: string) => `${itin} (renouvellement demandé au moyen du formulaire W-7)`,
    address: 'Adresse (Address)',
    filingStatus: 'Situation de déclarant (Filing status)',
    filingStatuses: {
      single: 'Célibataire (Single)',
      'married-filing-separately': 'Marié, déclaration distincte (Married filing separately)',
    },
    residence: 'Pays de résidence fiscale (règles appliquées)',
    residenceFromAddress: (country: string) => `${country} (selon l’adresse postale\u00a0: à confirmer avec le client)`,
    residenceUnknown:
      'Sans réponse\u00a0: les montants suivent les règles d’un pays sans convention; à demander au client',
    scheduleNec: 'Annexe NEC - impôt sur les revenus non effectivement liés (Schedule NEC)',
    exempt:
      'Gains à des jeux exonérés selon l’IRC 871(j)\u00a0: non imposés, ni à la ligne 10a ni à la ligne 11 de l’annexe NEC',
    payments: 'Formulaire 1040-NR - impôt, paiements et remboursement',
    amountOwed: 'Impôt dû au-delà de l’impôt retenu',
    concepts: {
      necCanadaWinnings: 'Gains de jeu (résidents du Canada)',
      necCanadaLosses: 'Pertes de jeu admises par la convention',
      necCanadaNet: 'Gains de jeu nets',
      necOtherWinnings: 'Gains de jeu (pertes non admises)',
      necColumn30Total: 'Total de la colonne à 30\u00a0%',
      necColumn30Tax: 'Impôt de la colonne à 30\u00a0%',
      necTotalTax: 'Impôt total sur les revenus non effectivement liés',
      taxOnNec: 'Impôt sur les revenus non effectivement liés (ligne 15 de l’annexe NEC)',
      withholding1042s: 'Impôt fédéral retenu selon les formulaires 1042-S (case 10)',
      totalPayments: 'Total des paiements',
      overpaid: 'Paiement en trop',
      refunded: 'Montant à rembourser',
    },
    scheduleOi: 'Annexe OI - autres renseignements (Schedule OI)',
    residenceItem: 'Pays de résidence fiscale',
    daysItem: (year: number) => `Jours de présence aux États-Unis en ${year}`,
    treatyItem: 'Avantage conventionnel demandé (pays, article, code de revenu, montant exonéré)',
    treatyValue: (country: string, article: string, code: string, amount: string) =>
      `${country}, article ${article}, code de revenu ${code}, ${amount}`,
    noTreaty: 'Aucun',
    forms: 'Formulaires 1042-S (joindre la copie C de chacun à la déclaration)',
    form: (index: number) => `Formulaire 1042-S no ${index}`,
    formValue: (game: string, gross: string, withheld: string, credit: string) =>
      `${game}\u00a0: case 1 code de revenu 28, case 2 ${gross}, case 7a ${withheld}, case 10 ${credit}`,
    agent: (index: number) => `Formulaire 1042-S no ${index} - agent retenant et EIN`,
  },
  powerOfAttorney: {
    title: 'Feuille de travail de la procuration (formulaire 2848)',
    fileName: 'feuille-de-travail-2848.pdf',
    taxpayer: 'Ligne 1 - contribuable (Taxpayer information)',
    representative: (index: number) => `Ligne 2 - représentant ${index} (Representative)`,
    representativeName: 'Nom et adresse (Name and address)',
    caf: 'No CAF (CAF No.)',
    ptin: 'PTIN (numéro d’identification du préparateur)',
    telephone: 'No de téléphone (Telephone No.)',
    designation: 'Partie II - désignation (Designation)',
    jurisdiction: 'Partie II - territoire d’autorisation (Licensing jurisdiction)',
    licence: 'Partie II - no de permis ou d’inscription (Licence number)',
    noRepresentatives: 'Aucun représentant n’est inscrit\u00a0: notre équipe doit les ajouter.',
    matters: 'Ligne 3 - actes autorisés (Acts authorized)',
    matterType: 'Description de la question (Description of matter)',
    matterValue: 'Income (impôt sur le revenu)',
    form: 'Numéro du formulaire fiscal (Tax form number)',
    formValue: '1040-NR',
    years: 'Années ou périodes (Years or periods)',
    name: 'Nom (Name)',
    itin: 'Numéro d’identification (Identifying number, ITIN)',
    address: 'Adresse (Address)',
  },
} as const;

export const claimServerFrCa: Shape<typeof claimServerEn> = {
  formSheets: formSheetFr,
  formsEmail: formsEmailFr,
  formsToSignEmail: formsToSignEmailFr,
};
