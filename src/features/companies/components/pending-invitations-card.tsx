import { MailQuestion } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { useCompanyOptionsQuery } from '@/data/companies/company-options-query';
import { effectiveInvitationStatus } from '@/data/companies/company-types';
import { useInvitationsQuery } from '@/data/companies/invitations-query';
import { formatDate, INVITATION_LABELS } from '../company-labels';

/** Every open admin invitation on the platform; a company's name opens its panel to resend or revoke. */
export function PendingInvitationsCard({ onOpenCompany }: { onOpenCompany: (companyId: string) => void }) {
  const invitations = useInvitationsQuery(null);
  const companies = useCompanyOptionsQuery();
  if (!invitations.data || invitations.data.length === 0) return null;
  const nameOf = (id: string) => companies.data?.find((company) => company.id === id)?.name ?? 'Company';

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <MailQuestion aria-hidden="true" className="size-4 text-primary" />
          Open admin invitations
          <Badge tone="neutral">{invitations.data.length}</Badge>
        </CardTitle>
        <CardDescription>Invitations nobody has accepted yet. Open the company to resend or revoke one.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 md:grid-cols-2">
          {invitations.data.map((invitation) => {
            const status = effectiveInvitationStatus(invitation);
            const badge = INVITATION_LABELS[status] ?? { label: status, tone: 'neutral' as const };
            return (
              <li key={invitation.id} className="flex items-center justify-between gap-3 rounded-lg border p-3">
                <div className="grid min-w-0 gap-0.5">
                  <span className="truncate text-sm font-medium">{invitation.email}</span>
                  <button
                    type="button"
                    className="truncate text-left text-xs text-muted-foreground underline underline-offset-4 hover:text-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    onClick={() => onOpenCompany(invitation.company_id)}
                  >
                    {nameOf(invitation.company_id)} · sent {formatDate(invitation.last_sent_at)}
                  </button>
                </div>
                <Badge tone={badge.tone}>{badge.label}</Badge>
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
