import * as z from '../zod';
import { SEASON_STAGES, type SeasonStage } from './season';

export const dashboardStatsSchema = z.object({
  totalApplications: z.number(),
  untouchedDrafts: z.number(),
  totalUsers: z.number(),
  completedApplications: z.number(),
  uploadedFiles: z.number(),
  messages: z.number(),
  unreadMessages: z.number(),
});

/** A recount of the dashboard figures from the stored items, done in the background. */
export const statsRecountSchema = z.object({
  recountId: z.string(),
  status: z.enum(['counting', 'done', 'failed']),
  createdAt: z.string(),
  finishedAt: z.nullable(z.string()),
});
export type StatsRecount = z.infer<typeof statsRecountSchema>;
export const latestRecountSchema = z.object({ recount: z.nullable(statsRecountSchema) });

const stageCountsSchema = z.object(
  Object.fromEntries(SEASON_STAGES.map((stage) => [stage, z.number()])) as Record<SeasonStage, z.ZodMiniNumber>,
);
/** The season at a glance: claims per stage and money per week, the lost-form funnel, the deadlines near. */
export const seasonViewSchema = z.object({
  /** The Mondays shown, oldest first; each week's claims are those that entered their stage that week. */
  weeks: z.array(
    z.object({
      weekStart: z.string(),
      stages: stageCountsSchema,
      paidCents: z.number(),
      balancePaidCents: z.number(),
      refundedCents: z.number(),
    }),
  ),
  /** Every claim by its stage now, whatever week it entered it. */
  stageTotals: stageCountsSchema,
  money: z.object({ paidCents: z.number(), balancePaidCents: z.number(), refundedCents: z.number() }),
  funnel: z.object({
    formsMissing: z.number(),
    formsAuthorised: z.number(),
    lettersSent: z.number(),
    copiesReceived: z.number(),
    formsNotAvailable: z.number(),
  }),
  deadlines: z.object({
    /** Paid claims' years not yet filed whose deadline is within the alert window. */
    total: z.number(),
    items: z.array(
      z.object({
        applicationId: z.string(),
        taxYear: z.number(),
        deadlineDay: z.string(),
        daysLeft: z.number(),
        stage: z.enum(SEASON_STAGES),
      }),
    ),
  }),
  generatedAt: z.string(),
});
export type SeasonView = z.infer<typeof seasonViewSchema>;
