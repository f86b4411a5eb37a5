import { MailPlus, RotateCw, X } from 'lucide-react';
import { useState } from 'react';
import { Alert } from '@/components/ui/alert';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { effectiveInvitationStatus, type CompanyInvitation } from '@/data/companies/company-types';
import { useInvitationMutation } from '@/data/companies/invitation-mutations';
import { useInvitationsQuery } from '@/data/companies/invitations-query';
import { formatDate, formatDateTime, INVITATION_LABELS } from '../company-labels';

/** A company's invitations with resend and revoke (revoke asks first: the mailed link stops working). */
export function InvitationsList({ companyId, onInvite, canInvite }: { companyId: string; onInvite: () => void; canInvite: boolean }) {
  const query = useInvitationsQuery(companyId);
  const action = useInvitationMutation();
  const [revoking, setRevoking] = useState<CompanyInvitation | null>(null);

  const resend = (invitation: CompanyInvitation) =>
    action.mutate(
      { action: 'resend', invitationId: invitation.id },
      {
        onSuccess: () => toast({ title: 'Invitation sent again', description: invitation.email, variant: 'success' }),
        onError: (error) => toast({ title: 'Resend failed', description: error.message, variant: 'destructive' }),
      },
    );

  const confirmRevoke = () => {
    if (!revoking) return;
    action.mutate(
      { action: 'revoke', invitationId: revoking.id },
      {
        onSuccess: () => {
          toast({ title: 'Invitation revoked', description: revoking.email, variant: 'success' });
          setRevoking(null);
        },
        onError: (error) => toast({ title: 'Revoke failed', description: error.message, variant: 'destructive' }),
      },
    );
  };

  return (
    <section aria-labelledby="invitations-heading" className="grid gap-3">
      <div className="flex items-center justify-between gap-2">
        <h3 id="invitations-heading" className="text-sm font-semibold">
          Admin invitations
        </h3>
        <Button size="sm" variant="secondary" onClick={onInvite} disabled={!canInvite}>
          <MailPlus aria-hidden="true" />
          Invite admin
        </Button>
      </div>
      {!canInvite ? <p className="text-xs text-muted-foreground">Reactivate the company to invite its admins.</p> : null}
      {query.isPending ? (
        <div className="grid gap-2" aria-busy="true">
          <Skeleton className="h-12 w-full" />
          <Skeleton className="h-12 w-full" />
        </div>
      ) : query.isError ? (
        <Alert variant="destructive">{query.error.message}</Alert>
      ) : query.data.length === 0 ? (
        <p className="rounded-lg border border-dashed p-4 text-center text-sm text-muted-foreground">No invitations yet.</p>
      ) : (
        <ul className="grid gap-2">
          {query.data.map((invitation) => {
            const status = effectiveInvitationStatus(invitation);
            const badge = INVITATION_LABELS[status] ?? { label: status, tone: 'neutral' as const };
            const open = invitation.status === 'pending';
            return (
              <li key={invitation.id} className="grid gap-2 rounded-lg border p-3 sm:grid-cols-[minmax(0,1fr)_auto] sm:items-center">
                <div className="grid min-w-0 gap-0.5">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="truncate text-sm font-medium">{invitation.email}</span>
                    <Badge tone={badge.tone}>{badge.label}</Badge>
                  </div>
                  <p className="text-xs text-muted-foreground">
                    {invitation.status === 'accepted'
                      ? `Accepted ${formatDateTime(invitation.accepted_at)}`
                      : invitation.status === 'revoked'
                        ? `Revoked ${formatDateTime(invitation.revoked_at)}`
                        : `Sent ${formatDateTime(invitation.last_sent_at)}${invitation.send_count > 1 ? ` (${invitation.send_count} times)` : ''} · expires ${formatDate(invitation.expires_at)}`}
                  </p>
                </div>
                {open ? (
                  <div className="flex gap-2">
                    <Button size="sm" variant="outline" disabled={action.isPending} onClick={() => resend(invitation)} aria-label={`Resend invitation to ${invitation.email}`}>
                      <RotateCw aria-hidden="true" />
                      Resend
                    </Button>
                    <Button size="sm" variant="outline" disabled={action.isPending} onClick={() => setRevoking(invitation)} aria-label={`Revoke invitation to ${invitation.email}`}>
                      <X aria-hidden="true" />
                      Revoke
                    </Button>
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={revoking !== null}
        onOpenChange={(open) => (open ? undefined : setRevoking(null))}
        title="Revoke this invitation?"
        description={`The link sent to ${revoking?.email ?? ''} stops working. You can invite them again later.`}
        confirmLabel="Revoke invitation"
        destructive
        busy={action.isPending}
        onConfirm={confirmRevoke}
      />
    </section>
  );
}
