import { VisuallyHidden } from '@aws-amplify/ui-react';
import { staffCopy } from '@taxback/shared/copy-staff';
import { formatDate, formatNumber, formatUsd } from '@taxback/shared/i18n/format';
import { CLAIM_DEADLINE, SEASON } from '@taxback/shared/constants';
import { SEASON_STAGES, RETRIEVAL_FUNNEL, type SeasonStage } from '@taxback/shared/back-office/season';
import type { SeasonView } from '@taxback/shared/back-office/schemas';
import { AppLink } from '@/components/ui/router-links';
import { BarChart, type ChartCategory } from './bar-chart';

const text = staffCopy.adminSeason;

/** One colour per stage, light to dark along the way a claim goes; rejected apart. */
const STAGE_COLOURS: Record<SeasonStage, string> = {
  draft: '#b8c4d6',
  ready_for_payment: '#8da3c4',
  reopened: '#c99a2e',
  balance_due: '#a8641c',
  in_review: '#5b84c4',
  forms_sent: '#3f6cb0',
  forms_received: '#2c5596',
  submitted_to_irs: '#1f7a63',
  approved_by_irs: '#17624f',
  refund_issued: '#0e4a3b',
  rejected: '#b3261e',
};
const MONEY_COLOURS = { paidCents: '#2c5596', balancePaidCents: '#c99a2e', refundedCents: '#b3261e' } as const;

/** The claims table filtered to one stage. */
export const stageClaimsPath = (stage: SeasonStage) => `/admin/claims?stage=${stage}`;
/** One claim's page. */
export const claimPath = (applicationId: string) => `/admin/claims/${applicationId}`;

const weekCategories = (view: SeasonView): ChartCategory[] =>
  view.weeks.map((week, index) => ({
    key: week.weekStart,
    label: formatDate(week.weekStart, 'en'),
    // Every fourth week is named under the axis, the current one always.
    tick:
      (view.weeks.length - 1 - index) % 4 === 0
        ? new Intl.DateTimeFormat('en-CA', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(
            new Date(week.weekStart),
          )
        : '',
  }));

const count = (value: number) => formatNumber(Math.round(value), 'en');
const dollars = (cents: number) => formatUsd(cents, 'en', { wholeDollars: true });

export function StageChart({ view }: { view: SeasonView }) {
  const byWeek = new Map(view.weeks.map((week) => [week.weekStart, week.stages]));
  const inWeeks = view.weeks.reduce(
    (sum, week) => sum + SEASON_STAGES.reduce((total, stage) => total + week.stages[stage], 0),
    0,
  );
  const largest = [...SEASON_STAGES].sort((a, b) => view.stageTotals[b] - view.stageTotals[a])[0]!;
  return (
    <BarChart
      title={text.stageChart.title}
      summary={text.stageChart.summary(
        inWeeks,
        count(inWeeks),
        SEASON.weeks,
        view.stageTotals[largest] > 0 ? `${text.stages[largest]} (${count(view.stageTotals[largest])})` : null,
      )}
      categories={weekCategories(view)}
      series={SEASON_STAGES.map((stage) => ({ key: stage, label: text.stages[stage], colour: STAGE_COLOURS[stage] }))}
      value={(week, stage) => byWeek.get(week)?.[stage as SeasonStage] ?? 0}
      format={count}
      wholeNumbers
      layout="stacked"
      categoryHeading={text.week}
    >
      <nav aria-label={text.stageChart.stageLinksLabel}>
        <h3 className="season-chart__subtitle">{text.allWeeks}</h3>
        <ul className="season-stage-links">
          {SEASON_STAGES.map((stage) => (
            <li key={stage}>
              <AppLink to={stageClaimsPath(stage)}>
                {text.stageChart.stageLink(text.stages[stage], count(view.stageTotals[stage]))}
              </AppLink>
            </li>
          ))}
        </ul>
      </nav>
    </BarChart>
  );
}

export function MoneyChart({ view }: { view: SeasonView }) {
  const byWeek = new Map(view.weeks.map((week) => [week.weekStart, week]));
  const series = (['paidCents', 'balancePaidCents', 'refundedCents'] as const).map((key) => ({
    key,
    label: text.moneyChart[key],
    colour: MONEY_COLOURS[key],
  }));
  return (
    <BarChart
      title={text.moneyChart.title}
      summary={text.moneyChart.summary(
        dollars(view.money.paidCents),
        dollars(view.money.balancePaidCents),
        dollars(view.money.refundedCents),
      )}
      categories={weekCategories(view)}
      series={series}
      value={(week, key) => byWeek.get(week)?.[key as (typeof series)[number]['key']] ?? 0}
      format={dollars}
      layout="grouped"
      categoryHeading={text.week}
    >
      <p className="season-chart__note">
        <AppLink to={stageClaimsPath('balance_due')}>
          {text.moneyChart.owing(view.stageTotals.balance_due, count(view.stageTotals.balance_due))}
        </AppLink>
      </p>
    </BarChart>
  );
}

export function RetrievalFunnel({ view }: { view: SeasonView }) {
  const first = Math.max(view.funnel.formsMissing, ...RETRIEVAL_FUNNEL.map((step) => view.funnel[step]), 1);
  return (
    <figure className="season-chart" aria-labelledby="season-funnel-title">
      <h2 className="season-chart__title" id="season-funnel-title">
        {text.funnel.title}
      </h2>
      <p className="season-chart__summary">
        {text.funnel.summary(count(view.funnel.formsMissing), count(view.funnel.copiesReceived))}{' '}
        {text.funnel.formsNotAvailable(count(view.funnel.formsNotAvailable))}
      </p>
      <ol className="season-funnel">
        {RETRIEVAL_FUNNEL.map((step) => (
          <li key={step} className="season-funnel__step">
            <span className="season-funnel__label">{text.funnel[step]}</span>
            <span className="season-funnel__track">
              <span className="season-funnel__bar" style={{ width: `${(view.funnel[step] / first) * 100}%` }} />
            </span>
            <span className="season-funnel__value">{count(view.funnel[step])}</span>
          </li>
        ))}
      </ol>
      <details className="season-chart__table">
        <summary>{text.tableView}</summary>
        <div className="season-chart__scroll" tabIndex={0} role="region" aria-label={text.funnel.title}>
          <table>
            <VisuallyHidden as="caption">{text.funnel.title}</VisuallyHidden>
            <thead>
              <tr>
                <th scope="col">{text.funnel.step}</th>
                <th scope="col">{text.funnel.forms}</th>
              </tr>
            </thead>
            <tbody>
              {RETRIEVAL_FUNNEL.map((step) => (
                <tr key={step}>
                  <th scope="row">{text.funnel[step]}</th>
                  <td>{count(view.funnel[step])}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
      <p className="season-chart__note">
        <AppLink to="/admin?tab=retrieval">{text.funnel.openRetrieval}</AppLink>
      </p>
    </figure>
  );
}

export function DeadlinesList({ view }: { view: SeasonView }) {
  const { total, items } = view.deadlines;
  return (
    <div className="season-chart">
      <h2 className="season-chart__title">{text.deadlines.title}</h2>
      <p className="season-chart__summary">
        {total === 0
          ? text.deadlines.none
          : text.deadlines.summary(total, count(total), CLAIM_DEADLINE.staffAlertDaysBefore)}
        {total > items.length && ` ${text.deadlines.more(items.length, count(total))}`}
      </p>
      {items.length > 0 && (
        <div className="season-chart__scroll" tabIndex={0} role="region" aria-label={text.deadlines.title}>
          <table className="season-deadlines">
            <thead>
              <tr>
                <th scope="col">{text.deadlines.claim}</th>
                <th scope="col">{text.deadlines.year}</th>
                <th scope="col">{text.deadlines.deadline}</th>
                <th scope="col">{text.deadlines.daysLeft}</th>
                <th scope="col">{text.deadlines.stage}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((row) => (
                <tr key={`${row.applicationId}-${row.taxYear}`}>
                  <td>
                    <AppLink to={claimPath(row.applicationId)}>{row.applicationId.slice(0, 8)}</AppLink>
                  </td>
                  <td>{row.taxYear}</td>
                  <td>{formatDate(row.deadlineDay, 'en')}</td>
                  <td>{text.deadlines.days(row.daysLeft)}</td>
                  <td>
                    <AppLink to={stageClaimsPath(row.stage)}>{text.stages[row.stage]}</AppLink>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </div>
  );
}
