import { Power } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { DetailField, DetailSheetLoading } from '@/components/ui/detail-sheet-parts';
import { useCompanyOptionsQuery } from '@/data/companies/company-options-query';
import { useAdminUserQuery } from '@/data/users/admin-user-query';
import { useSessionUserIdQuery } from '@/data/users/session-user-id-query';
import { useUserAccessMutation } from '@/data/users/user-access-mutation';
import type { AdminUserRow } from '@/data/users/user-admin-types';
import { formatDate, formatDateTime, ROLE_TONES, roleLabel } from '../user-labels';
import { RecentChanges } from './recent-changes';
import { UserAccessForm } from './user-access-form';

export function UserDetailPanel({ userId, onClose }: { userId: string | null; onClose: () => void }) {
  const query = useAdminUserQuery(userId);
  return (
    <Sheet open={userId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent aria-describedby={undefined}>
        {query.isPending ? (
          <DetailSheetLoading title="Loading user…" />
        ) : query.data ? (
          // Keyed by the row's state, so the form restarts from what was saved.
          <UserDetails key={`${query.data.id}:${query.data.role}:${query.data.company_id}:${query.data.is_active}`} user={query.data} />
        ) : (
          <div className="grid gap-3">
            <SheetTitle>User not found</SheetTitle>
            <Alert variant={query.isError ? 'destructive' : 'default'}>
              {query.isError ? query.error.message : 'The account may have been deleted.'}
            </Alert>
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}

function UserDetails({ user }: { user: AdminUserRow }) {
  const companies = useCompanyOptionsQuery();
  const sessionUser = useSessionUserIdQuery();
  const access = useUserAccessMutation();
  const [confirming, setConfirming] = useState(false);
  const isSelf = sessionUser.data === user.id;
  const deactivate = user.is_active;
  const options = companies.data ?? [];
  const companyName = (id: string) => options.find((company) => company.id === id)?.name ?? 'a removed company';

  const confirmActivation = () => {
    access.mutate(
      { id: user.id, changes: { is_active: !deactivate } },
      {
        onSuccess: () => {
          toast({ title: deactivate ? 'User deactivated' : 'User reactivated', description: user.email, variant: 'success' });
          setConfirming(false);
        },
        onError: (error) => toast({ title: 'The change failed', description: error.message, variant: 'destructive' }),
      },
    );
  };

  return (
    <>
      <SheetHeader>
        <div className="flex flex-wrap items-center gap-2">
          <Badge tone={(ROLE_TONES as Record<string, 'neutral'>)[user.role] ?? 'neutral'}>{roleLabel(user.role)}</Badge>
          <Badge tone={user.is_active ? 'neutral' : 'destructive'}>{user.is_active ? 'Active' : 'Inactive'}</Badge>
          {user.company && !user.company.is_active ? <Badge tone="outline">Company inactive</Badge> : null}
        </div>
        <SheetTitle>{user.full_name || user.email}</SheetTitle>
        <SheetDescription>{user.email}</SheetDescription>
      </SheetHeader>

      <dl className="grid gap-3 sm:grid-cols-2">
        <DetailField label="Company">{user.company?.name ?? 'No company'}</DetailField>
        <DetailField label="Position">{user.position || '—'}</DetailField>
        <DetailField label="E-mail verified">{user.email_verified ? 'Yes' : 'No'}</DetailField>
        <DetailField label="Joined">{formatDate(user.created_at)}</DetailField>
        <DetailField label="Last active">{formatDateTime(user.last_active_at)}</DetailField>
      </dl>

      <section aria-labelledby="access-heading" className="grid gap-3 rounded-lg border p-4">
        <h3 id="access-heading" className="text-sm font-semibold">
          Access
        </h3>
        {companies.isPending ? <Skeleton className="h-20 w-full" /> : <UserAccessForm user={user} companies={options} isSelf={isSelf} />}
      </section>

      <RecentChanges userId={user.id} companyName={companyName} />

      <div className="mt-auto grid gap-2 border-t pt-4">
        <p className="text-xs text-muted-foreground">
          {isSelf
            ? 'You cannot deactivate your own account.'
            : deactivate
              ? 'A deactivated user keeps their data but loses every role until reactivated.'
              : 'Reactivating gives the user their role back.'}
        </p>
        <div>
          <Button
            variant="outline"
            className={deactivate ? 'text-destructive-soft-foreground' : undefined}
            disabled={isSelf}
            onClick={() => setConfirming(true)}
          >
            <Power aria-hidden="true" />
            {deactivate ? 'Deactivate user' : 'Reactivate user'}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={deactivate ? `Deactivate ${user.full_name || user.email}?` : `Reactivate ${user.full_name || user.email}?`}
        description={
          deactivate
            ? 'They can still sign in, but can no longer see or change anything until reactivated. The change is recorded in the audit log.'
            : 'They get their role and company access back. The change is recorded in the audit log.'
        }
        confirmLabel={deactivate ? 'Deactivate' : 'Reactivate'}
        destructive={deactivate}
        busy={access.isPending}
        onConfirm={confirmActivation}
      />
    </>
  );
}
