import { Building2, MailPlus, Plus } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page/page-header';
import { Button } from '@/components/ui/button';
import { ListResultsCard } from '@/components/ui/list-results-card';
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
  const { state, filter, update, clear } = useCompanyFilters();
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
      <ListResultsCard
        query={query}
        rowCount={rows.length}
        errorTitle="Companies could not be loaded"
        filtered={filtered}
        onClearFilters={clear}
        empty={{
          icon: Building2,
          filteredTitle: 'No companies match these filters',
          filteredText: 'Try another search term or clear a filter.',
          title: 'No companies yet',
          text: 'Create the first company, or convert an approved early-access lead.',
        }}
      >
        <CompaniesTable rows={rows} loading={query.isPending} selectedId={openId} onOpen={setOpenId} />
      </ListResultsCard>
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
