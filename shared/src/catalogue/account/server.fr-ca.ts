import { PRODUCT_NAME } from '../../constants';
import { type Shape } from '../../i18n/catalogue';
import { type accountServerEn } from './server.en';

export const accountServerFrCa: Shape<typeof accountServerEn> = {
  confirmationEmail: {
    subject: `Confirmez votre compte ${PRODUCT_NAME}`,
    body: (link: string) =>
      `Bienvenue chez ${PRODUCT_NAME}!\n\nVeuillez confirmer votre adresse courriel en ouvrant ce lien dans le navigateur où vous vous êtes inscrit\u00a0:\n${link}\n\nSi vous n’avez pas créé de compte, quelqu’un a peut-être utilisé votre adresse\u00a0: ouvrez le lien et choisissez « Je ne me suis pas inscrit\u00a0: libérer mon adresse » pour supprimer cette inscription et garder l’adresse pour vous.`,
  },
};
