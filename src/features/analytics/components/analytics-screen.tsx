import { useSearchParams } from 'react-router-dom';
import { PageHeader } from '@/components/page/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { isUsageRange, type UsageRange } from '@/data/platform-stats/platform-usage';
import { usePlatformUsageQuery } from '@/data/platform-stats/platform-usage-query';
import { USAGE_MEASURES, headlineOf } from '../usage-series';
import { ExportUsageButton } from './export-usage-button';
import { RangePicker } from './range-picker';
import { UsageChart } from './usage-chart';

const DEFAULT_RANGE: UsageRange = 30;

/** /admin/analytics: daily platform usage over 7, 30 or 90 days, with CSV export. */
export function AnalyticsScreen() {
  const [params, setParams] = useSearchParams();
  const requested = Number(params.get('days'));
  const days: UsageRange = isUsageRange(requested) ? requested : DEFAULT_RANGE;
  const query = usePlatformUsageQuery(days);
  const series = query.data;

  const setDays = (range: UsageRange) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (range === DEFAULT_RANGE) next.delete('days');
      else next.set('days', String(range));
      return next;
    }, { replace: true });

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <PageHeader
        title="Analytics"
        description="Platform-wide learning and engagement."
        actions={<ExportUsageButton series={series} days={days} />}
      />
      <div className="flex flex-wrap items-center justify-between gap-3">
        <RangePicker value={days} onChange={setDays} />
        <p className="text-sm text-muted-foreground" aria-live="polite">
          {query.isFetching && series ? 'Updating…' : `Last ${days} days, per UTC calendar day`}
        </p>
      </div>
      {query.isError && !series ? (
        <Alert variant="destructive" title="Analytics could not be loaded">
          {query.error.message}{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <div className="grid gap-4 md:grid-cols-2">
          {USAGE_MEASURES.map((measure) => {
            const headline = series ? headlineOf(series, measure.key) : null;
            return (
              <Card key={measure.key} className="flex flex-col">
                <CardHeader className="pb-3">
                  <CardTitle className="text-base">{measure.label}</CardTitle>
                  <CardDescription>{measure.description}</CardDescription>
                  {headline ? (
                    <p className="pt-1 text-2xl font-semibold tabular-nums">
                      {headline.value.toLocaleString('en-US')}
                      <span className="ml-2 text-sm font-normal text-muted-foreground">{headline.note}</span>
                    </p>
                  ) : (
                    <Skeleton className="mt-1 h-8 w-24" />
                  )}
                </CardHeader>
                <CardContent>
                  {!series ? (
                    <Skeleton className="h-56 w-full" />
                  ) : headline?.value === 0 ? (
                    <div className="flex h-56 items-center justify-center rounded-lg border border-dashed px-6 text-center text-sm text-muted-foreground">
                      Nothing recorded in the last {days} days.
                    </div>
                  ) : (
                    <UsageChart series={series} measure={measure.key} label={measure.label} color={measure.color} />
                  )}
                </CardContent>
              </Card>
            );
          })}
        </div>
      )}
    </div>
  );
}
