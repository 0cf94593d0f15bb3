import { CLAIM_WINDOW_YEARS, TIMINGS } from '../../constants';
import { formatUsd } from '../../i18n/format';
import { REPORTING_THRESHOLDS } from '../../reference/reporting-thresholds';
import type { refundFactsCopy } from '../refund-facts';

const usd = (dollars: number) => formatUsd(dollars * 100, 'fr-CA', { wholeDollars: true });
const { before, from } = REPORTING_THRESHOLDS;

export const refundFactsFr: typeof refundFactsCopy = {
  timing: `L’IRS demande de prévoir jusqu’à ${TIMINGS.irsRefundAllowanceMonths} mois à compter de la date d’échéance de la déclaration (le 15 juin suivant l’année d’imposition) ou de la date de sa production, selon la plus tardive, pour un remboursement. Si vous avez besoin d’un nouvel ITIN, l’IRS le délivre d’abord, ce qui ajoute du temps.`,
  timingShort: `L’IRS prévoit jusqu’à ${TIMINGS.irsRefundAllowanceMonths} mois à compter du 15 juin suivant l’année d’imposition, ou de la date de production si elle est plus tardive`,
  payment:
    'Le Trésor américain élimine graduellement les chèques de remboursement papier (décret présidentiel 14247, à compter du 30 septembre 2025, dans la mesure permise par la loi, des exceptions restant à préciser). L’IRS préfère verser un remboursement dans un compte bancaire; sans compte où il peut le verser, il pourrait vous écrire avant de payer, ce qui prend plus de temps. Nous vous disons ce qu’il demande et vous aidons à répondre.',
  paymentShort:
    'Versé par l’IRS, de préférence dans un compte bancaire\u00a0: les chèques papier sont en voie d’élimination',
  get thresholds() {
    return `Un casino remet à un non-résident un formulaire 1042-S pour un gain qu’il doit déclarer à l’IRS. Pour les gains payés jusqu’en ${before.lastYear}, il s’agit de ${usd(before.slotsAndBingoDollars)} ou plus à une machine à sous ou au bingo, de ${usd(before.kenoDollars)} ou plus au keno (moins la mise), de plus de ${usd(before.pokerTournamentAboveDollars)} à un tournoi de poker (moins le droit d’entrée) et de ${usd(before.otherGames.dollars)} ou plus aux autres jeux lorsque le gain atteint au moins ${before.otherGames.timesWager} fois la mise. Pour les gains payés en ${from.firstYear}, le montant des machines à sous et du bingo est de ${usd(from.slotsAndBingoDollars)}. Les gains au blackjack, au baccara, au craps, à la roulette et à la roue de fortune (Big Six) ne sont pas imposés pour les non-résidents et ne donnent lieu à aucun formulaire.`;
  },
  moneyBack:
    'Remboursement de nos frais\u00a0: si nous ne pouvons pas produire votre demande, ou si l’IRS refuse de traiter la déclaration que nous avons préparée, nous vous remboursons nos frais en entier, selon nos conditions.',
  moneyBackBody:
    'Si nous ne pouvons pas produire votre demande, ou si l’IRS refuse de traiter la déclaration que nous avons préparée, nous vous remboursons nos frais en entier, selon nos conditions.',
  moneyBackShort: 'Nos frais remboursés si nous ne pouvons pas produire votre demande',
  approvedByIrs: 'L’IRS a traité votre déclaration et établi le remboursement qu’il vous doit.',
  losses:
    'Vos pertes de jeu nettes aux États-Unis cette année-là\u00a0: ce que vous avez perdu moins ce que vous avez gagné, selon les relevés de gains et pertes des casinos. Pas le total de vos mises. Conservez ces relevés\u00a0: l’IRS peut vous les demander, et vous pouvez les téléverser comme preuves de pertes.',
  window: `Chaque année d’imposition reste ouverte jusqu’au 15 juin, ${CLAIM_WINDOW_YEARS} ans après la date d’échéance de sa déclaration (le 15 juin de l’année qui suit votre gain)\u00a0: de janvier à la mi-juin, une année de plus est donc ouverte que le reste de l’année.`,
};
