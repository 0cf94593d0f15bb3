import { CLAIM_DEADLINE, PRODUCT_NAME, TIMINGS } from '../../constants';
import { type Shape } from '../../i18n/catalogue';
import { days, refundFactsFr } from '../common/fr-ca';
import { type paymentsEn } from './en';

export const paymentsFrCa: Shape<typeof paymentsEn> = {
  payment: {
    noApplication: 'Aucune demande trouvée',
    couldNotLoad: 'Impossible de charger les détails de la demande',
    noDiscountOnBalance:
      'Les codes de réduction s’appliquent au premier paiement d’une demande, pas à un solde à payer.',
    tooManyCodeTries: 'Trop de tentatives de code de réduction. Veuillez patienter une minute et réessayer.',
    invalidDiscount: 'Code de réduction non valide',
    discountExpired: 'Ce code de réduction est expiré',
    discountUsedUp: 'Ce code de réduction a atteint son nombre maximal d’utilisations',
    emptyDiscount: 'Veuillez entrer un code de réduction',
    discountApplied: (code: string) => `Code de réduction ${code} appliqué`,
    alreadyPaid: 'Cette demande est déjà payée.',
    notReadyForPayment: 'Veuillez remplir votre demande avant de payer.',
    yearClosed: (year: string) =>
      `Le délai pour réclamer l’année d’imposition ${year} est passé\u00a0: elle ne peut plus être produite. Retirez-la des années d’imposition de votre demande avant de payer.`,
    yearPastPaymentDay: (year: string, lastDay: string, deadline: string) =>
      `Nous n’acceptons plus de paiement pour l’année d’imposition ${year}\u00a0: sa date limite de réclamation est le ${deadline}, et le paiement a pris fin le ${lastDay}, ${CLAIM_DEADLINE.lastPaymentDaysBefore} jours avant, pour laisser le temps de préparer, signer et poster la déclaration. Retirez-la des années d’imposition de votre demande avant de payer.`,
    sessionFailed: 'Échec de la création de la session de paiement',
    noPaymentUrl: 'Aucune adresse de paiement reçue',
    noSession: 'Aucune session de paiement trouvée',
    notSuccessful: 'Le paiement n’a pas réussi. Veuillez réessayer.',
    verifyError: 'Erreur lors de la vérification du paiement. Veuillez communiquer avec notre équipe.',
    invalidSignature: 'Signature du webhook non valide',
    receiptSubject: `Votre reçu de paiement ${PRODUCT_NAME}`,
    receiptBody: (firstName: string, amount: string, applicationId: string) =>
      `Bonjour ${firstName},\n\nMerci pour votre paiement de ${amount} pour la demande ${applicationId}.\nNotre équipe examinera votre demande d’ici ${days(TIMINGS.reviewAfterPaymentBusinessDays)} ouvrables et vous enverra les formulaires à signer.\n\nL’équipe ${PRODUCT_NAME}`,
    productName: `Préparation de la demande de remboursement ${PRODUCT_NAME}`,
    rejectionRefundSubject: `Vos frais ${PRODUCT_NAME} vous ont été remboursés`,
    rejectionRefundBody: (firstName: string, amount: string, applicationId: string) =>
      `Bonjour ${firstName},\n\nVotre demande ${applicationId} n’a pas été acceptée. Comme promis, nous vous avons donc remboursé la totalité de nos frais de ${amount}. Le remboursement apparaîtra sur votre carte d’ici ${days(TIMINGS.cardRefundBusinessDays)} ouvrables.\nVous trouverez les détails dans votre compte, où vous pouvez aussi nous écrire pour toute question.\n\nL’équipe ${PRODUCT_NAME}`,
  },
  paymentPage: {
    title: 'Finaliser votre paiement',
    subtitle: 'Votre total, détaillé',
    summaryTitle: 'Sommaire des frais',
    lines: {
      base: 'Frais de demande',
      itin: 'Traitement de l’ITIN (formulaire W-7)',
      additional1042s: (count: number) => `Formulaire 1042-S supplémentaire (${count})`,
      missingForms: (count: number) => `Récupération de formulaire manquant (${count})`,
    },
    balanceTitle: 'Solde à payer',
    balanceIntro:
      'Votre demande a été rouverte et vos nouvelles réponses y ajoutent du travail. Vous payez seulement la différence avec ce que vous avez déjà payé.',
    balanceTotal: 'Solde à payer aujourd’hui',
    subtotal: 'Sous-total',
    discount: (code: string) => `Réduction (${code})`,
    total: 'Total à payer aujourd’hui',
    currencyNote:
      'Les montants sont en dollars américains. L’émetteur de votre carte les convertit dans la devise de votre carte et peut facturer des frais de change.',
    discountLabel: 'Code de réduction',
    discountPlaceholder: 'Entrez le code',
    apply: 'Appliquer',
    remove: 'Retirer',
    benefitsTitle: 'Ce que vos frais comprennent',
    benefits: {
      review: ['Révision fiscale', 'Notre équipe fiscale vérifie chaque formulaire avant son envoi à l’IRS.'],
      support: ['Accompagnement complet', 'Notre équipe répond à vos questions, du début jusqu’au remboursement.'],
      itin: ['Demande d’ITIN', 'Nous préparons votre formulaire W-7 pour que l’IRS vous attribue un ITIN.'],
      irs: [
        'Suivi auprès de l’IRS',
        'Nous faisons le suivi auprès de l’IRS en votre nom jusqu’à l’émission du remboursement.',
      ],
    },
    secureNote:
      'Les paiements sont traités de façon sécurisée par Stripe. Nous ne voyons ni ne conservons jamais votre numéro de carte.',
    moneyBack: refundFactsFr.moneyBack,
    cancellation:
      'Vous changez d’avis? Tant que nous n’avons pas produit votre demande, demandez-nous de l’annuler\u00a0: nous vous remboursons nos frais en entier. Une fois la demande produite, notre engagement de remboursement des frais s’applique.',
    termsLink: 'Lire les conditions',
    pay: (amount: string) => `Payer ${amount}`,
    redirecting: 'Redirection vers le paiement sécurisé...',
    backToApplication: 'Retour à la demande',
    alreadyPaid: 'Cette demande est payée. Vous pouvez en suivre l’avancement sur la page État du remboursement.',
    viewStatus: 'Voir l’état du remboursement',
  },
  paymentSuccess: {
    verifying: 'Vérification de votre paiement...',
    stillConfirming:
      'Votre paiement est en cours de confirmation. Cela peut prendre quelques minutes; cette page se met à jour toute seule et nous vous enverrons votre reçu par courriel.',
    title: 'Paiement réussi',
    body: 'Merci! Votre demande est maintenant entre les mains de notre équipe.',
    paid: (amount: string, date: string) => `Vous avez payé ${amount} le ${date}.`,
    reference: 'Numéro de demande',
    receiptSent: 'Nous vous avons envoyé un reçu par courriel.',
    nextStepsTitle: 'La suite',
    nextSteps: [
      `Notre équipe examine votre demande d’ici ${days(TIMINGS.reviewAfterPaymentBusinessDays)} ouvrables et vous envoie les formulaires à signer.`,
      'Dès que vous nous retournez les formulaires signés, nous transmettons votre déclaration à l’IRS.',
      `L’IRS traite votre déclaration et verse le remboursement. ${refundFactsFr.timing}`,
    ],
    refundStatus: 'Voir l’état du remboursement',
    account: 'Aller à mon compte',
    refundedTitle: 'Votre paiement a été remboursé',
    refundedBody: `Votre demande a changé ou était déjà payée pendant votre paiement\u00a0: nous avons donc remboursé ce paiement en entier. Le remboursement apparaîtra sur votre carte d’ici ${days(TIMINGS.cardRefundBusinessDays)} ouvrables. La page de paiement indique ce dont votre demande a besoin maintenant.`,
    notCompletedTitle: 'Votre paiement n’a pas abouti',
    notCompletedBody:
      'Rien n’a été facturé pour ce paiement. Vous pouvez payer de nouveau à partir de la page de paiement.',
    backToPayment: 'Aller à la page de paiement',
  },
};
