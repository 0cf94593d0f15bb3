import { DATA_RIGHTS, FEES, PRIVACY_EMAIL, PRODUCT_NAME, SUPPORT_EMAIL, TIMINGS } from '../../constants';
import { type Shape } from '../../i18n/catalogue';
import { formatUsd } from '../../i18n/format';
import { days, refundFactsFr } from '../common/fr-ca';
import { type siteLegalEn } from './legal.en';

const EFFECTIVE = 'En vigueur le 22 novembre 2026';

const usd = (cents: number) => formatUsd(cents, 'fr-CA');

export const privacyFr = {
  title: 'Politique de confidentialité',
  effective: EFFECTIVE,
  intro: `${PRODUCT_NAME} est une entreprise canadienne qui aide les gens à récupérer l’impôt américain retenu sur leurs gains de jeu. Pour ce faire, nous traitons des renseignements fiscaux et d’identité; nous prenons donc au sérieux nos obligations en vertu de la Loi sur la protection des renseignements personnels et les documents électroniques (LPRPDE) et, pour nos clients du Québec, de la Loi sur la protection des renseignements personnels dans le secteur privé. La présente politique explique ce que nous recueillons, pourquoi, ainsi que vos choix et vos droits.`,
  sections: [
    {
      heading: 'Qui est responsable',
      paragraphs: [
        `${PRODUCT_NAME} est responsable des renseignements personnels dont elle a la gestion et a désigné un responsable de la protection des renseignements personnels, qui veille au respect de la présente politique et de la LPRPDE.`,
      ],
    },
    {
      heading: 'Ce que nous recueillons',
      paragraphs: [
        'Renseignements du compte\u00a0: votre prénom, votre adresse courriel et votre mot de passe (conservé uniquement sous forme de hachage sécurisé par notre fournisseur d’authentification).',
        'Renseignements du profil et de la demande\u00a0: votre nom, votre adresse postale, votre date et votre pays de naissance, votre numéro de téléphone (facultatif), votre ITIN si vous en avez un, les années d’imposition réclamées, ainsi que le détail de vos gains et de tout relevé fiscal manquant.',
        'Documents téléversés\u00a0: vos formulaires 1042-S, votre passeport, les numérisations des formulaires que vous avez signés et tout document à l’appui.',
        'Données de paiement\u00a0: le montant payé et son statut. Les données de votre carte sont saisies sur la page de notre fournisseur de paiement et n’atteignent jamais nos serveurs.',
        'Messages\u00a0: ce que vous nous envoyez au moyen du formulaire de contact, de l’assistant virtuel ou de votre compte, ainsi que nos réponses.',
        'Données techniques\u00a0: le registre des requêtes faites à notre service (comme l’adresse IP et l’heure), conservé pour la sécurité et la prévention des abus.',
      ],
    },
    {
      heading: 'Pourquoi nous les recueillons',
      paragraphs: [
        'Nous utilisons vos renseignements pour préparer et produire votre demande de remboursement américaine et, au besoin, votre demande d’ITIN; pour communiquer avec vous et avec l’IRS au sujet de votre demande; pour percevoir le paiement; pour protéger votre compte; et pour remplir nos obligations légales et comptables.',
        'Nous ne vendons pas vos renseignements personnels et nous ne les utilisons pas à des fins publicitaires.',
      ],
    },
    {
      heading: 'Votre consentement',
      paragraphs: [
        'En créant un compte et en soumettant votre demande, vous consentez à ce que nous recueillions, utilisions et communiquions vos renseignements aux fins décrites ci-dessus. Les renseignements sensibles, comme votre ITIN et vos pièces d’identité, servent uniquement à votre demande.',
        `Vous pouvez retirer votre consentement en tout temps en écrivant à ${PRIVACY_EMAIL}, sous réserve des restrictions légales ou contractuelles. Sans les renseignements nécessaires à la production, nous ne pouvons pas préparer votre demande.`,
      ],
    },
    {
      heading: 'Communication à l’IRS et à nos fournisseurs',
      paragraphs: [
        'Pour produire votre demande, nous devons communiquer votre déclaration, votre demande d’ITIN et les documents à l’appui à l’Internal Revenue Service (IRS) des États-Unis. Une fois aux États-Unis, ces renseignements sont assujettis aux lois américaines et les autorités américaines peuvent y avoir accès.',
        'Nous faisons aussi appel à des fournisseurs choisis avec soin (hébergement infonuagique, envoi de courriels et traitement des paiements), dont certains conservent ou traitent des données hors du Canada, notamment aux États-Unis. Ils ne peuvent utiliser vos renseignements que pour nous fournir leur service, en vertu de contrats qui les obligent à les protéger.',
      ],
    },
    {
      heading: 'Durée de conservation',
      paragraphs: [
        `Nous conservons les dossiers et documents de votre demande tant qu’elle est ouverte, puis pendant ${DATA_RIGHTS.retentionYears}\u00a0ans, soit la période pendant laquelle les règles fiscales canadiennes et américaines peuvent exiger que les documents soient disponibles. Les messages envoyés par le formulaire de contact sont conservés deux ans. Ensuite, nous supprimons ou anonymisons les renseignements de façon sécuritaire.`,
        `Lorsque vous fermez votre compte, nous supprimons immédiatement votre profil, vos demandes, vos documents (chaque copie conservée de chaque fichier, y compris les formulaires que nous avons préparés et les copies envoyées par les casinos), vos messages et vos exportations de données. Nous ne conservons que ce qu’exigent les règles fiscales et comptables\u00a0: les dossiers de vos paiements et un résumé de chaque demande payée (ses dates, ses années d’imposition, son statut et ses montants), sans votre nom ni vos coordonnées, pendant ${DATA_RIGHTS.retentionYears} ans après la fermeture, puis nous les supprimons. Les dossiers supprimés demeurent dans les sauvegardes chiffrées de notre base de données jusqu’à ${DATA_RIGHTS.backupDays} jours, avant que ces sauvegardes n’expirent; nos sauvegardes ne contiennent aucun document.`,
        `Une copie de vos données téléchargée depuis votre compte reste disponible pendant ${DATA_RIGHTS.exportDays} jours, puis elle est supprimée. Un fichier dont le téléversement a commencé, mais que nous n’avons jamais accepté, est supprimé en moins d’une journée.`,
      ],
    },
    {
      heading: 'Comment nous les protégeons',
      paragraphs: [
        'Toutes les communications avec notre service sont chiffrées en transit (HTTPS). Vos données et documents sont chiffrés au repos, et les renseignements les plus sensibles du profil (ITIN, date de naissance, numéro de téléphone et adresse) sont chiffrés une seconde fois avec des clés liées à votre compte.',
        'L’accès est limité au personnel autorisé qui en a besoin pour traiter votre demande; il est protégé par une authentification forte et journalisé. Nous révisons régulièrement nos mesures de sécurité. Si un incident de confidentialité présente un risque réel de préjudice grave, nous vous en aviserons, ainsi que le Commissariat à la protection de la vie privée du Canada et, s’il y a lieu, la Commission d’accès à l’information du Québec, comme la loi l’exige.',
      ],
    },
    {
      heading: 'Vos droits\u00a0: accès et rectification',
      paragraphs: [
        'Vous pouvez demander à consulter les renseignements personnels que nous détenons à votre sujet, savoir comment nous les avons utilisés et à qui nous les avons communiqués, et nous demander de corriger tout renseignement inexact. Vous pouvez mettre à jour la plupart de vos renseignements vous-même dans votre compte.',
        'Nous répondons aux demandes écrites dans un délai de 30 jours, sans frais. Nous pourrions devoir confirmer d’abord votre identité.',
      ],
    },
    {
      heading: 'Joindre notre responsable de la protection des renseignements personnels',
      paragraphs: [
        `Écrivez à notre responsable à ${PRIVACY_EMAIL} pour toute question, demande ou plainte concernant vos renseignements personnels. Pour toute autre question, notre équipe est joignable à ${SUPPORT_EMAIL}.`,
        'Si notre réponse ne vous satisfait pas, vous pouvez porter plainte auprès du Commissariat à la protection de la vie privée du Canada (priv.gc.ca) ou, au Québec, de la Commission d’accès à l’information (cai.gouv.qc.ca).',
      ],
    },
    {
      heading: 'Modifications de la présente politique',
      paragraphs: [
        'Nous publierons toute modification sur cette page avec une nouvelle date d’entrée en vigueur, et nous vous aviserons par courriel avant qu’une modification importante touche des renseignements que nous détenons déjà.',
      ],
    },
  ],
} as const;

export const termsFr = {
  title: 'Conditions d’utilisation',
  effective: EFFECTIVE,
  intro: `Les présentes conditions régissent votre utilisation du site Web et des services de ${PRODUCT_NAME}. En créant un compte ou en soumettant une demande, vous les acceptez. Veuillez les lire attentivement.`,
  // A getter: the amount is formatted when read (see formatUsd).
  get sections() {
    return [
      {
        heading: 'Notre service',
        paragraphs: [
          `${PRODUCT_NAME} est un service tiers de préparation de déclarations établi au Canada. Nous aidons les non-résidents des États-Unis, principalement des résidents du Canada, à récupérer l’impôt américain retenu sur leurs gains de jeu\u00a0: nous préparons une déclaration de non-résident américaine (déclaration 1040-NR), une demande de numéro d’identification fiscal individuel (ITIN) au moyen du formulaire W-7 au besoin, ainsi que les formulaires connexes, nous vous les envoyons pour signature et nous les transmettons à l’IRS.`,
          'Nous ne donnons pas de conseils juridiques et nous ne garantissons pas le montant d’un remboursement\u00a0: l’IRS décide seul s’il rembourse et combien.',
        ],
      },
      {
        heading: 'Aucune affiliation avec l’IRS',
        paragraphs: [
          `${PRODUCT_NAME} est une entreprise indépendante. Nous ne sommes ni affiliés à l’Internal Revenue Service ou à un organisme gouvernemental, ni approuvés par eux, ni mandatés par eux. Vous pouvez présenter vous-même une demande à l’IRS sans utiliser notre service.`,
        ],
      },
      {
        heading: 'Frais et remboursement de nos frais',
        paragraphs: [
          `Nos frais de demande de base sont de ${usd(FEES.baseApplicationCents)}, facturés une fois votre demande remplie et avant la production. Le traitement de l’ITIN coûte ${usd(FEES.itinProcessingCents)} si vous n’avez pas d’ITIN, chaque formulaire 1042-S au-delà du premier coûte ${usd(FEES.additional1042sCents)}, et la récupération d’un formulaire manquant coûte ${usd(FEES.missingFormRetrievalCents)} par formulaire. Le total est affiché avant le paiement. Un code de réduction peut le diminuer.`,
          'Remboursement de nos frais\u00a0: nous vous remboursons en entier les frais que vous nous avez payés lorsque, après avoir accepté votre paiement, a) nous ne pouvons pas produire votre demande, par exemple parce que vous ne pouvez pas produire de déclaration de non-résident pour une année acceptée, qu’une déclaration a déjà été produite pour cette année ou que nous ne pouvons pas poster votre déclaration avant la date limite de réclamation de cette année; ou b) l’IRS refuse de traiter la déclaration que nous avons préparée (il la renvoie sans la traiter ou rejette la demande en entier) pour une raison qui nous est imputable, et nous ne pouvons pas la corriger et la produire de nouveau à temps. C’est ce que « refusée » veut dire dans notre engagement. Un remboursement de l’IRS inférieur à notre estimation, par exemple parce qu’il n’accepte pas certaines pertes, n’est pas un refus. Cet engagement ne s’applique pas lorsque le refus découle de renseignements faux ou incomplets que vous nous avez fournis, ou lorsque vous ne signez pas et ne retournez pas vos formulaires à temps.',
          `Annulation\u00a0: tant que nous n’avons pas produit votre demande auprès de l’IRS, vous pouvez l’annuler en nous écrivant, et nous vous remboursons en entier les frais que vous nous avez payés, sans rien retenir. Le remboursement parvient à votre carte dans un délai de ${TIMINGS.cardRefundBusinessDays} jours ouvrables. Une fois votre demande produite, elle ne peut plus être annulée, et seul notre engagement de remboursement des frais ci-dessus s’applique.`,
        ],
      },
      {
        heading: 'Vos responsabilités',
        paragraphs: [
          'Vous vous engagez à nous fournir des renseignements et des documents complets, exacts et véridiques, à garder confidentiels vos identifiants de connexion, à vérifier les formulaires que nous préparons avant de les signer et à nous retourner rapidement les formulaires signés.',
          'Vous demeurez responsable du contenu de la déclaration que vous signez. Avisez-nous sans délai de tout changement de renseignements ou de toute correspondance de l’IRS concernant votre demande.',
        ],
      },
      {
        heading: 'Délais',
        paragraphs: [
          `Nous visons à réviser votre dossier dans les ${days(TIMINGS.reviewAfterPaymentBusinessDays)} ouvrables suivant le paiement. ${refundFactsFr.timing} Les délais de traitement dépendent de l’IRS et ne sont pas garantis. ${refundFactsFr.payment}`,
        ],
      },
      {
        heading: 'Limitation de responsabilité',
        paragraphs: [
          `Dans la mesure permise par la loi, la responsabilité totale de ${PRODUCT_NAME} pour toute réclamation liée à nos services est limitée aux frais que vous nous avez payés pour la demande visée. Nous ne sommes pas responsables des pertes indirectes ou consécutives, des délais ou des décisions de l’IRS ou du service postal, ni des pertes causées par des renseignements inexacts que vous avez fournis.`,
          'Rien dans les présentes conditions ne limite les droits que vous confèrent les lois sur la protection du consommateur auxquels il ne peut être dérogé, notamment la Loi sur la protection du consommateur du Québec.',
        ],
      },
      {
        heading: 'Confidentialité',
        paragraphs: [
          'Notre politique de confidentialité explique comment nous recueillons, utilisons et protégeons vos renseignements personnels.',
        ],
      },
      {
        heading: 'Fin du service',
        paragraphs: [
          `Vous pouvez cesser d’utiliser notre service en tout temps en écrivant à ${SUPPORT_EMAIL}. Nous pouvons fermer un compte utilisé de façon frauduleuse ou en contravention des présentes conditions.`,
        ],
      },
      {
        heading: 'Droit applicable',
        paragraphs: [
          'Les présentes conditions sont régies par les lois de la province d’Ontario et les lois fédérales du Canada qui s’y appliquent. Les tribunaux de l’Ontario sont compétents pour tout différend, à moins que la loi sur la protection du consommateur de votre province ne vous permette de le porter devant les tribunaux de votre lieu de résidence.',
        ],
      },
      {
        heading: 'Modifications et coordonnées',
        paragraphs: [
          `Nous pouvons mettre à jour les présentes conditions; la version publiée ici, avec sa date d’entrée en vigueur, s’applique à partir de cette date. Questions sur ces conditions\u00a0: ${SUPPORT_EMAIL}.`,
        ],
      },
    ];
  },
} as const;

export const siteLegalFrCa: Shape<typeof siteLegalEn> = {
  privacy: privacyFr,
  terms: termsFr,
};
