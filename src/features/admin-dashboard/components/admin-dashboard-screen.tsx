import { BookCheck, Building2, GraduationCap, RefreshCw, Sparkles } from 'lucide-react';
import { Link } from 'react-router-dom';
import { PageHeader } from '@/components/page/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { usePlatformDashboardQuery } from '@/data/platform-stats/platform-dashboard-query';
import { formatCount } from '../format';
import { ChartCard } from './chart-card';
import { JobsChart } from './jobs-chart';
import { KpiCard } from './kpi-card';
import { LeadsChart } from './leads-chart';
import { TicketsByTypeChart } from './tickets-by-type-chart';

function weekTrend(thisWeek: number, lastWeek: number): string {
  if (thisWeek === lastWeek) return `Same as last week (${formatCount(lastWeek)})`;
  return `${thisWeek > lastWeek ? 'Up' : 'Down'} from ${formatCount(lastWeek)} last week`;
}

/** /admin: the platform at a glance, every number counted by the database. */
export function AdminDashboardScreen() {
  const query = usePlatformDashboardQuery();
  const data = query.data;
  const loading = query.isPending;
  const ticketTotal = data?.ticketsByDay.reduce((sum, day) => sum + Object.values(day.counts).reduce((a, b) => a + b, 0), 0) ?? 0;
  const leadTotal = data?.leadsByDay.reduce((sum, day) => sum + day.count, 0) ?? 0;
  const jobTotal = data ? Object.values(data.jobsByStatus).reduce((a, b) => a + b, 0) : 0;

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <PageHeader
        title="Dashboard"
        description="An overview of the whole platform."
        actions={
          <Button variant="outline" onClick={() => void query.refetch()} disabled={query.isFetching}>
            <RefreshCw aria-hidden="true" className={query.isFetching ? 'animate-spin' : undefined} />
            Refresh
          </Button>
        }
      />
      {query.isError && !data ? (
        <Alert variant="destructive" title="The dashboard could not be loaded">
          {query.error.message}{' '}
          <Button variant="link" className="h-auto p-0" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Alert>
      ) : (
        <>
          <section aria-label="Key figures" className="grid gap-4 sm:grid-cols-2 xl:grid-cols-4">
            <KpiCard
              label="Companies"
              icon={Building2}
              loading={loading}
              value={data ? formatCount(data.companies.active) : null}
              detail={data ? `active of ${formatCount(data.companies.total)} in total` : null}
            />
            <KpiCard
              label="Active learners"
              icon={GraduationCap}
              loading={loading}
              value={data ? formatCount(data.learners.active7d) : null}
              detail={data ? `with learning activity in the last 7 days, of ${formatCount(data.learners.total)} employees` : null}
            />
            <KpiCard
              label="Course completions this week"
              icon={BookCheck}
              loading={loading}
              value={data ? formatCount(data.completions.thisWeek) : null}
              detail={data ? weekTrend(data.completions.thisWeek, data.completions.lastWeek) : null}
            />
            <KpiCard
              label="New early-access leads"
              icon={Sparkles}
              loading={loading}
              value={data ? formatCount(leadTotal) : null}
              detail={data ? `in the last 30 days, ${formatCount(data.leadsTotal)} on the list` : null}
            />
          </section>
          <div className="grid gap-4 lg:grid-cols-3">
            <ChartCard
              className="lg:col-span-2"
              title="New tickets by type"
              description={data ? `${formatCount(ticketTotal)} in the last 30 days` : 'Last 30 days'}
              loading={loading}
              empty={ticketTotal === 0}
              emptyText="No tickets arrived in the last 30 days."
              action={
                <Button asChild variant="outline" size="sm">
                  <Link to="/admin/tickets">Open tickets</Link>
                </Button>
              }
            >
              {data ? <TicketsByTypeChart days={data.ticketsByDay} /> : null}
            </ChartCard>
            <ChartCard
              title="Generation jobs"
              description={data ? `${formatCount(jobTotal)} course generation runs, by status` : 'By status'}
              loading={loading}
              empty={jobTotal === 0}
              emptyText="No company has generated courses yet."
            >
              {data ? <JobsChart byStatus={data.jobsByStatus} /> : null}
            </ChartCard>
          </div>
          <ChartCard
            title="New early-access leads"
            description="Sign-ups to the early-access list per day, last 30 days"
            loading={loading}
            empty={leadTotal === 0}
            emptyText="Nobody joined the early-access list in the last 30 days."
          >
            {data ? <LeadsChart days={data.leadsByDay} /> : null}
          </ChartCard>
          {data ? (
            <p className="text-xs text-muted-foreground">
              Counted {new Date(data.generatedAt).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' })}; days are UTC
              calendar days. Refreshes every minute.
            </p>
          ) : null}
        </>
      )}
    </div>
  );
}
