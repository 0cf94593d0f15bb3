import { Metrics } from '@aws-lambda-powertools/metrics';
import { afterEach, beforeEach, vi } from 'vitest';

/** One metric as written to CloudWatch (EMF): its value, unit, namespace and dimensions. */
export interface EmittedMetric {
  name: string;
  value: number;
  unit: string;
  namespace: string;
  dimensions: Record<string, string>;
}

interface EmfLine {
  _aws: {
    CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string; Unit: string }[] }[];
  };
  [key: string]: unknown;
}

/**
 * Captures what Powertools Metrics would print (off on the local stack) by serialising each flush, so a
 * test reads the EMF lines a Lambda would have written.
 */
export function captureMetrics(): { emitted: EmittedMetric[]; named: (name: string) => EmittedMetric[] } {
  const emitted: EmittedMetric[] = [];
  beforeEach(() => {
    emitted.length = 0;
    vi.spyOn(Metrics.prototype, 'publishStoredMetrics').mockImplementation(function (this: Metrics) {
      if (this.hasStoredMetrics()) {
        const line = this.serializeMetrics() as unknown as EmfLine;
        for (const directive of line._aws.CloudWatchMetrics) {
          const dimensions = Object.fromEntries(directive.Dimensions.flat().map((key) => [key, String(line[key])]));
          for (const metric of directive.Metrics) {
            const value = line[metric.Name];
            for (const single of [value].flat() as number[]) {
              emitted.push({
                name: metric.Name,
                value: single,
                unit: metric.Unit,
                namespace: directive.Namespace,
                dimensions,
              });
            }
          }
        }
      }
      this.clearMetrics();
      this.clearDimensions();
      return this;
    });
  });
  afterEach(() => vi.restoreAllMocks());
  return { emitted, named: (name: string) => emitted.filter((metric) => metric.name === name) };
}
