import { Users } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page/page-header';
import { ListResultsCard } from '@/components/ui/list-results-card';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { useUsersPageQuery } from '@/data/users/users-page-query';
import { useUserFilters } from '../use-user-filters';
import { UserDetailPanel } from './user-detail-panel';
import { UsersFiltersBar } from './users-filters-bar';
import { UsersTable } from './users-table';

export const USERS_PAGE_SIZE = 25;

/** /admin/users: every profile, server-paged, with search, filters and the access panel. */
export function UsersScreen() {
  const { state, filter, update, clear } = useUserFilters();
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useUsersPageQuery({ ...filter, page: state.page, pageSize: USERS_PAGE_SIZE });
  const rows = query.data?.rows ?? [];
  const filtered = Boolean(state.search || state.role || state.companyId || state.status);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <PageHeader title="Users" description="Every account, its role and its company. Changes of access are recorded in the audit log." />
      <UsersFiltersBar state={state} onChange={update} />
      <ListResultsCard
        query={query}
        rowCount={rows.length}
        errorTitle="Users could not be loaded"
        filtered={filtered}
        onClearFilters={clear}
        empty={{
          icon: Users,
          filteredTitle: 'No users match these filters',
          filteredText: 'Try another search term or clear a filter.',
          title: 'No users yet',
          text: 'Accounts appear here as soon as people sign up or accept an invitation.',
        }}
      >
        <UsersTable rows={rows} loading={query.isPending} selectedId={openId} onOpen={setOpenId} />
      </ListResultsCard>
      <PaginationBar
        page={state.page}
        pageSize={USERS_PAGE_SIZE}
        shown={rows.length}
        total={query.data?.total ?? null}
        hasMore={Boolean(query.data?.hasMore)}
        loading={query.isPending}
        noun="users"
        onPage={(page) => update({ ...state, page })}
      />
      <UserDetailPanel userId={openId} onClose={() => setOpenId(null)} />
    </div>
  );
}
