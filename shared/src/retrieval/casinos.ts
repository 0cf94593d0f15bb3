import * as z from '../zod';
import { RETRIEVAL } from '../constants';
import { retrievalErrorCopy as errors } from '../catalogue/retrieval/en';
import { CASINOS } from '../reference/gambling';

/** What a casino may ask for before it sends a copy of a Form 1042-S. */
export const CASINO_REQUIREMENTS = ['signed_authorisation', 'id_copy', 'player_card'] as const;
export type CasinoRequirement = (typeof CASINO_REQUIREMENTS)[number];

/** The wizard's choice for a casino that is not in the directory; the customer names it in free text. */
export const OTHER_CASINO = 'other';

export const casinoSlugSchema = z
  .string()
  .check(z.minLength(2), z.maxLength(80), z.regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/));

/** Free text kept as typed (apostrophes, ampersands), trimmed; markup brackets are refused. */
export const plainText = (max: number) =>
  z.string().check(
    z.trim(),
    z.maxLength(max),
    z.refine((value) => !/[<>]/.test(value), { message: errors.noBrackets }),
  );
const text = plainText;

/** What staff keep about one casino: who issues its forms and how to ask for a copy. */
export const casinoFormSchema = z.strictObject({
  displayName: z.pipe(text(100), z.string().check(z.minLength(1))),
  legalName: z.pipe(text(200), z.string().check(z.minLength(1))),
  address: text(500),
  email: z.union([z.email().check(z.maxLength(254)), z.literal('')]),
  fax: text(40),
  requirements: z.array(z.enum(CASINO_REQUIREMENTS)).check(z.maxLength(CASINO_REQUIREMENTS.length)),
  notes: text(2000),
  answerDays: z.int().check(z.gte(1), z.lte(RETRIEVAL.maxAnswerDays)),
  /** Set while the address and contacts are placeholders nobody has checked yet. */
  toVerify: z.boolean(),
});
export type CasinoForm = z.output<typeof casinoFormSchema>;

export const createCasinoRequestSchema = z.extend(casinoFormSchema, {
  slug: casinoSlugSchema.check(z.refine((slug) => slug !== OTHER_CASINO)),
});
export const casinoPathSchema = z.object({ slug: casinoSlugSchema });

export const casinoSchema = z.extend(casinoFormSchema, { slug: z.string(), updatedAt: z.string() });
export type Casino = z.infer<typeof casinoSchema>;
export const casinoListSchema = z.object({ items: z.array(casinoSchema) });

/** What the wizard offers: the directory's names, sorted, then "other". */
export const casinoChoiceSchema = z.object({ slug: z.string(), name: z.string() });
export const casinoChoicesSchema = z.object({ items: z.array(casinoChoiceSchema) });
export type CasinoChoice = z.infer<typeof casinoChoiceSchema>;

/** A directory entry nobody has filled in yet: what most casinos ask for, the usual answer time, to verify. */
export const BLANK_CASINO = {
  displayName: '',
  legalName: '',
  address: '',
  email: '',
  fax: '',
  requirements: ['signed_authorisation', 'id_copy'],
  notes: '',
  answerDays: RETRIEVAL.defaultAnswerDays,
  toVerify: true,
} satisfies CasinoForm;

/** The directory's first content: every casino the wizard offered, with contacts still to verify. */
export const seededCasinos = (): (CasinoForm & { slug: string })[] =>
  CASINOS.filter(([slug]) => slug !== OTHER_CASINO).map(([slug, name]) => ({
    ...BLANK_CASINO,
    slug,
    displayName: name,
    legalName: name,
  }));

/** The wizard's list: directory entries by name, "other" last. */
export const casinoChoices = (casinos: readonly Pick<Casino, 'slug' | 'displayName'>[], otherName: string) => [
  ...[...casinos]
    .sort((a, b) => a.displayName.localeCompare(b.displayName, 'en'))
    .map((casino) => ({ slug: casino.slug, name: casino.displayName })),
  { slug: OTHER_CASINO, name: otherName },
];
