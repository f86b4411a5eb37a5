import { Users } from 'lucide-react';
import { useState } from 'react';
import { PageHeader } from '@/components/page/page-header';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { PaginationBar } from '@/components/ui/pagination-bar';
import { useUsersPageQuery } from '@/data/users/users-page-query';
import { useUserFilters } from '../use-user-filters';
import { UserDetailPanel } from './user-detail-panel';
import { UsersFiltersBar } from './users-filters-bar';
import { UsersTable } from './users-table';

export const USERS_PAGE_SIZE = 25;

/** /admin/users: every profile, server-paged, with search, filters and the access panel. */
export function UsersScreen() {
  const { state, filter, update } = useUserFilters();
  const [openId, setOpenId] = useState<string | null>(null);
  const query = useUsersPageQuery({ ...filter, page: state.page, pageSize: USERS_PAGE_SIZE });
  const rows = query.data?.rows ?? [];
  const filtered = Boolean(state.search || state.role || state.companyId || state.status);

  return (
    <div className="mx-auto flex w-full max-w-7xl flex-col gap-6">
      <PageHeader title="Users" description="Every account, its role and its company. Changes of access are recorded in the audit log." />
      <UsersFiltersBar state={state} onChange={update} />
      <Card className="overflow-hidden">
        {query.isError ? (
          <div className="p-4">
            <Alert variant="destructive" title="Users could not be loaded">
              {query.error.message}{' '}
              <Button variant="link" className="h-auto p-0" onClick={() => void query.refetch()}>
                Try again
              </Button>
            </Alert>
          </div>
        ) : !query.isPending && rows.length === 0 ? (
          <div className="flex flex-col items-center gap-2 px-6 py-14 text-center">
            <Users aria-hidden="true" className="size-8 text-muted-foreground" />
            <h2 className="font-semibold">{filtered ? 'No users match these filters' : 'No users yet'}</h2>
            <p className="text-sm text-muted-foreground">
              {filtered ? 'Try another search term or clear a filter.' : 'Accounts appear here as soon as people sign up or accept an invitation.'}
            </p>
            {filtered ? (
              <Button variant="outline" size="sm" onClick={() => update({ search: '', role: '', companyId: '', status: '' })}>
                Clear filters
              </Button>
            ) : null}
          </div>
        ) : (
          <UsersTable rows={rows} loading={query.isPending} selectedId={openId} onOpen={setOpenId} />
        )}
      </Card>
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
