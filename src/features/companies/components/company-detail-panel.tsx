import { Pencil, Power } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { toast } from '@/components/ui/toast-store';
import { DetailField, DetailSheetLoading } from '@/components/ui/detail-sheet-parts';
import { useCompanyActiveMutation } from '@/data/companies/company-active-mutation';
import { useCompanyQuery } from '@/data/companies/company-query';
import type { Company } from '@/data/companies/company-types';
import { companyFormValues } from '../company-form-schema';
import { formatDate, planLabel } from '../company-labels';
import { CompanyFormDialog } from './company-form-dialog';
import { InvitationsList } from './invitations-list';
import { InviteAdminDialog } from './invite-admin-dialog';

export function CompanyDetailPanel({ companyId, onClose }: { companyId: string | null; onClose: () => void }) {
  const query = useCompanyQuery(companyId);
  return (
    <Sheet open={companyId !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      <SheetContent aria-describedby={undefined}>
        {query.isPending ? (
          <DetailSheetLoading title="Loading company…" />
        ) : query.data ? (
          <CompanyDetails key={query.data.id} company={query.data} />
        ) : (
          <div className="grid gap-3">
            <SheetTitle>Company not found</SheetTitle>
            <Alert variant={query.isError ? 'destructive' : 'default'}>
              {query.isError ? query.error.message : 'It may have been removed.'}
            </Alert>
          </div>
        )}
      </SheetContent>
    </Sheet>
  );
}

function CompanyDetails({ company }: { company: Company }) {
  const [editing, setEditing] = useState(false);
  const [inviting, setInviting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const activation = useCompanyActiveMutation();
  const deactivate = company.is_active;

  const confirmActivation = () => {
    activation.mutate(
      { id: company.id, active: !deactivate },
      {
        onSuccess: () => {
          toast({ title: deactivate ? 'Company deactivated' : 'Company reactivated', description: company.name, variant: 'success' });
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
          <Badge tone={company.is_active ? 'primary' : 'outline'}>{company.is_active ? 'Active' : 'Inactive'}</Badge>
          <Badge tone="outline">{planLabel(company.plan)}</Badge>
        </div>
        <SheetTitle>{company.name}</SheetTitle>
        <SheetDescription>
          {company.slug} · created {formatDate(company.created_at)}
        </SheetDescription>
      </SheetHeader>

      <dl className="grid gap-3 sm:grid-cols-2">
        <DetailField label="Industry">{company.industry || '—'}</DetailField>
        <DetailField label="Size">{company.size ? `${company.size} employees` : '—'}</DetailField>
        <DetailField label="Country">{company.country || '—'}</DetailField>
        <DetailField label="Last changed">{formatDate(company.updated_at)}</DetailField>
      </dl>
      <div>
        <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" />
          Edit details
        </Button>
      </div>

      <InvitationsList companyId={company.id} canInvite={company.is_active} onInvite={() => setInviting(true)} />

      <div className="mt-auto grid gap-2 border-t pt-4">
        <p className="text-xs text-muted-foreground">
          {deactivate
            ? 'Deactivating signs nobody out, but every member of the company loses access at once.'
            : 'Reactivating gives the members their access back.'}
        </p>
        <div>
          <Button
            variant="outline"
            className={deactivate ? 'text-destructive-soft-foreground' : undefined}
            onClick={() => setConfirming(true)}
          >
            <Power aria-hidden="true" />
            {deactivate ? 'Deactivate company' : 'Reactivate company'}
          </Button>
        </div>
      </div>

      <CompanyFormDialog open={editing} onOpenChange={setEditing} company={company} initialValues={companyFormValues(company)} />
      <InviteAdminDialog open={inviting} onOpenChange={setInviting} companyName={company.name} preset={{ companyId: company.id }} />
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={deactivate ? `Deactivate ${company.name}?` : `Reactivate ${company.name}?`}
        description={
          deactivate
            ? 'Its admins and learners can no longer use LXERA until the company is reactivated. Nothing is deleted.'
            : 'Its admins and learners can use LXERA again with their existing accounts.'
        }
        confirmLabel={deactivate ? 'Deactivate' : 'Reactivate'}
        destructive={deactivate}
        busy={activation.isPending}
        onConfirm={confirmActivation}
      />
    </>
  );
}
