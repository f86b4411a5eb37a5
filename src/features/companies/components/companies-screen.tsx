import { Building2, MailPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { useCompaniesPageQuery } from '@/data/companies/companies-page-query';
import { useCompanyFilters } from '../use-company-filters';
import { ApprovedLeadsPanel } from './approved-leads-panel';
import { CompaniesFiltersBar } from './companies-filters-bar';
import { CompaniesTable } from './companies-table';
import { CompanyDetailPanel } from './company-detail-panel';
import { CompanyFormDialog } from './company-form-dialog';
import { InviteAdminDialog } from './invite-admin-dialog';
import { PendingInvitationsCard } from './pending-invitations-card';

export const COMPANIES_PAGE_SIZE = 25;

/** /admin/companies: the server-paged company list, approved leads to convert, create, edit, invite. */
export function CompaniesScreen() {
  const { state, filter, update } = useCompanyFilters();
  const [openId, setOpenId] = useState<string | null>(null);
  const [creating, setCreating] = useState(false);
  const [inviting, setInviting] = useState(false);
  const query = useCompaniesPageQuery({ ...filter, page: state.page, pageSize: COMPANIES_PAGE_SIZE });
  const rows = query.data?.rows ?? [];
  const filtered = Boolean(state.search || state.status || state.plan);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <PageHeader
        title="Companies"
        description="Every company on the platform: plans, members and their admins."
        actions={
          <>
            <Button variant="outline" onClick={() => setInviting(true)}>
              <MailPlus aria-hidden="true" />
              Invite admin
            </Button>
            <Button onClick={() => setCreating(true)}>
              <Plus aria-hidden="true" />
              New company
            </Button>
          </>
        }
      />
      <ApprovedLeadsPanel />
      <PendingInvitationsCard onOpenCompany={setOpenId} />
      <CompaniesFiltersBar state={state} onChange={update} />
      <Card className="overflow-hidden">
        {query.isError ? (
          <div className="p-4">
            <Alert variant="destructive" title="Companies could not be loaded">
              {query.error.message}{' '}
              <Button variant="link" className="h-auto p-0" onClick={() => void query.refetch()}>
                Try again
              </Button>
            </Alert>
          </div>
        ) : !query.isPending && rows.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-14 text-center">
            <Building2 aria-hidden="true" className="size-8 text-muted-foreground" />
            <h2 className="font-semibold">{filtered ? 'No companies match these filters' : 'No companies yet'}</h2>
            <p className="text-sm text-muted-foreground">
              {filtered ? 'Try another search term or clear a filter.' : 'Create the first company, or convert an approved early-access lead.'}
            </p>
            {filtered ? (
              <Button variant="outline" size="sm" onClick={() => update({ search: '', status: '', plan: '' })}>
                Clear filters
              </Button>
            ) : null}
          </div>
        ) : (
          <CompaniesTable rows={rows} loading={query.isPending} selectedId={openId} onOpen={setOpenId} />
        )}
      </Card>
      <PaginationBar
        page={state.page}
        pageSize={COMPANIES_PAGE_SIZE}
        shown={rows.length}
        total={query.data?.total ?? null}
        hasMore={Boolean(query.data?.hasMore)}
        loading={query.isPending}
        noun="companies"
        onPage={(page) => update({ ...state, page })}
      />
      <CompanyDetailPanel companyId={openId} onClose={() => setOpenId(null)} />
      <CompanyFormDialog open={creating} onOpenChange={setCreating} onSaved={(company) => setOpenId(company.id)} />
      <InviteAdminDialog open={inviting} onOpenChange={setInviting} />
    </div>
  );
}
