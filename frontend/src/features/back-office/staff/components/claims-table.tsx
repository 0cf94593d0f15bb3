import {
  Badge,
  Button,
  Flex,
  Loader,
  SelectField,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Text,
} from '@aws-amplify/ui-react';
import { DISPLAYED_STATUSES } from '@taxback/shared/claim/next-action';
import { WORK_QUEUE_IDS, type WorkQueueId, type WorkQueueRow } from '@taxback/shared/back-office/work-queues';
import { staffCopy } from '@taxback/shared/copy-staff';
import { Link, useSearchParams } from 'react-router-dom';
import { formatDate, formatUsd } from '@taxback/shared/i18n/format';
import { useWorkQueue } from '../api/get-work-queue';
import './work-queue.css';
import { TableHeader } from '@/components/table-header';

const text = staffCopy.adminWorkQueue;
const columns = text.claims.columns;

type Stage = (typeof DISPLAYED_STATUSES)[number];

const oneOf = <T extends string>(values: readonly T[], value: string | null): T | undefined =>
  values.find((candidate) => candidate === value);

const nextActionText = (row: WorkQueueRow) =>
  row.nextAction === 'none' ? text.ourMoves[row.stage] : text.nextActions[row.nextAction];

/** The claims table: a queue and a stage filter, both kept in the address (`?queue=`, `?stage=`). */
export function ClaimsTable() {
  const [params, setParams] = useSearchParams();
  const queue = oneOf<WorkQueueId>(WORK_QUEUE_IDS, params.get('queue'));
  const stage = oneOf<Stage>(DISPLAYED_STATUSES, params.get('stage'));
  const { data, isPending, isError, refetch } = useWorkQueue({
    ...(queue ? { queue } : {}),
    ...(stage ? { stage } : {}),
  });

  const setFilter = (name: 'queue' | 'stage', value: string) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <Flex direction="column" gap="medium">
      <Flex gap="medium" wrap="wrap" alignItems="flex-end" className="claims-table__filters">
        <SelectField
          label={text.claims.queueFilter}
          value={queue ?? ''}
          onChange={(event) => setFilter('queue', event.target.value)}
          size="small"
        >
          <option value="">{text.claims.allQueues}</option>
          {WORK_QUEUE_IDS.map((id) => (
            <option key={id} value={id}>
              {data ? `${text.queues[id].title} (${data.counts[id]})` : text.queues[id].title}
            </option>
          ))}
        </SelectField>
        <SelectField
          label={text.claims.stageFilter}
          value={stage ?? ''}
          onChange={(event) => setFilter('stage', event.target.value)}
          size="small"
        >
          <option value="">{text.claims.allStages}</option>
          {DISPLAYED_STATUSES.map((id) => (
            <option key={id} value={id}>
              {data ? text.claims.stageOption(text.stages[id], data.stageCounts[id]) : text.stages[id]}
            </option>
          ))}
        </SelectField>
      </Flex>
      {queue && <Text className="claims-table__counts">{text.queues[queue].counts}</Text>}
      {isPending ? (
        <Loader size="large" />
      ) : isError ? (
        <Flex direction="column" alignItems="flex-start" gap="small">
          <Text role="alert">{text.claims.fetchFailed}</Text>
          <Button size="small" onClick={() => void refetch()}>
            {text.retry}
          </Button>
        </Flex>
      ) : data.rows.length === 0 ? (
        <Text>{text.claims.empty}</Text>
      ) : (
        <>
          <Text className="claims-table__shown" role="status">
            {text.claims.showing(data.rows.length, data.total)}
          </Text>
          <div className="claims-table__scroll">
            <Table size="small" highlightOnHover className="claims-table" aria-label={text.claims.tableLabel}>
              <TableHeader headers={Object.values(columns)} />
              <TableBody>
                {data.rows.map((row) => (
                  <TableRow key={row.applicationId} data-application-id={row.applicationId}>
                    <TableCell data-label={columns.name}>
                      <Link to={`/admin/claims/${row.applicationId}`} className="claims-table__name">
                        {row.customerName || text.claims.unnamed}
                      </Link>
                    </TableCell>
                    <TableCell data-label={columns.years}>
                      {row.taxYears.length ? row.taxYears.join(', ') : text.claims.noYears}
                    </TableCell>
                    <TableCell data-label={columns.paid}>
                      {row.paidAt ? (
                        <span className="claims-table__stack">
                          <span>{row.paidCents === null ? text.claims.unknown : formatUsd(row.paidCents)}</span>
                          <span className="claims-table__secondary">{text.claims.paidOn(formatDate(row.paidAt))}</span>
                        </span>
                      ) : (
                        <span className="claims-table__secondary">{text.claims.notPaid}</span>
                      )}
                    </TableCell>
                    <TableCell data-label={columns.stage}>
                      <Badge size="small" variation={row.stage === 'rejected' ? 'error' : 'info'}>
                        {text.stages[row.stage]}
                      </Badge>
                    </TableCell>
                    <TableCell data-label={columns.daysInStage}>
                      {row.daysInStage === null ? (
                        text.claims.unknown
                      ) : (
                        <span className="claims-table__stack">
                          <span>{text.claims.businessDays(row.daysInStage)}</span>
                          {row.stageSince && (
                            <span className="claims-table__secondary">
                              {text.claims.since(formatDate(row.stageSince))}
                            </span>
                          )}
                        </span>
                      )}
                    </TableCell>
                    <TableCell data-label={columns.nextAction}>{nextActionText(row)}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </div>
        </>
      )}
    </Flex>
  );
}
