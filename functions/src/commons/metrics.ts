import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { config } from '../config';
import { METRICS_NAMESPACE, METRICS_SERVICE, type MetricName } from './metric-names';

/**
 * Business and failure counts as CloudWatch custom metrics, written as embedded metric format log lines
 * (no API call on the request path). Every metric carries the stage, so stages side by side in one
 * account chart and alarm apart. Off where POWERTOOLS_DEV or POWERTOOLS_METRICS_DISABLED is set (the
 * local stack); counted all the same, so tests can read them.
 */
export const metrics = new Metrics({
  namespace: METRICS_NAMESPACE,
  serviceName: METRICS_SERVICE,
  defaultDimensions: { stage: config.stage },
});

/** Adds one (or `value`) to a count of this invocation. */
export function countMetric(name: MetricName, value = 1): void {
  metrics.addMetric(name, MetricUnit.Count, value);
}

/** Records an amount, such as a payment in cents. */
export function amountMetric(name: MetricName, value: number): void {
  metrics.addMetric(name, MetricUnit.NoUnit, value);
}

/** One count with an extra dimension (a claim status), written on its own line. */
export function countMetricBy(name: MetricName, dimension: string, value: string): void {
  const single = metrics.singleMetric();
  single.addDimension(dimension, value);
  single.addMetric(name, MetricUnit.Count, 1);
}

/** Writes what this invocation counted; called once at its end. */
export function flushMetrics(): void {
  if (metrics.hasStoredMetrics()) metrics.publishStoredMetrics();
}
