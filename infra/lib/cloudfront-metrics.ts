/**
 * A distribution's metrics as CloudFront publishes them: in us-east-1, with the
 * dimensions DistributionId and Region=Global. CDK's `metric…()` helpers name
 * only DistributionId, and CloudWatch takes a metric with one dimension less
 * for another metric, one that never has data.
 */
import * as cloudwatch from 'aws-cdk-lib/aws-cloudwatch';
import type * as cloudfront from 'aws-cdk-lib/aws-cloudfront';
import { edgeRegion } from './stages.ts';

/** CloudFront's distribution metrics (the last two need `publishAdditionalMetrics`). */
export type DistributionMetricName =
  'Requests' | 'BytesDownloaded' | '4xxErrorRate' | '5xxErrorRate' | 'CacheHitRate' | 'OriginLatency';

/** `metricName` of `distribution`; rates are percentages (statistic Average unless given). */
export function distributionMetric(
  distribution: cloudfront.IDistribution,
  metricName: DistributionMetricName,
  options: Omit<cloudwatch.MetricOptions, 'dimensionsMap' | 'region'> = {},
): cloudwatch.Metric {
  return new cloudwatch.Metric({
    namespace: 'AWS/CloudFront',
    metricName,
    dimensionsMap: { DistributionId: distribution.distributionId, Region: 'Global' },
    region: edgeRegion,
    statistic: cloudwatch.Stats.AVERAGE,
    ...options,
  });
}
