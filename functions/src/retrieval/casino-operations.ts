import { casinoChoices, copy } from '@taxback/shared';
import {
  createCasino as storeCasino,
  deleteCasino as removeCasino,
  listDirectory,
  updateCasino as changeCasino,
} from '../data/stores/casino';
import { conflict, notFound } from '../http/errors';
import { created, noContent, ok, operation } from '../http/lambda-handler';
import { casinoView } from './views';

/** The wizard's casino list: the directory's names, then "other". */
export const listCasinoChoices = operation('listCasinoChoices', async () =>
  ok({ items: casinoChoices(await listDirectory(), copy.wizard.missingForms.otherCasino) }),
);

export const listCasinos = operation('listCasinos', async () => {
  const items = (await listDirectory()).map(casinoView);
  return ok({ items: items.sort((a, b) => a.displayName.localeCompare(b.displayName, 'en')) });
});

export const createCasino = operation('createCasino', async ({ body }) => {
  const { slug, ...form } = body;
  const item = await storeCasino(slug, form);
  if (!item) throw conflict(undefined, copy.retrievalErrors.casinoExists);
  return created(casinoView(item));
});

export const updateCasino = operation('updateCasino', async ({ params, body }) => {
  const item = await changeCasino(params.slug, body);
  if (!item) throw notFound(copy.retrievalErrors.casinoNotFound);
  return ok(casinoView(item));
});

export const deleteCasino = operation('deleteCasino', async ({ params }) => {
  if (!(await removeCasino(params.slug))) throw notFound(copy.retrievalErrors.casinoNotFound);
  return noContent();
});
