import { Building2, Sparkles } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/toast-store';
import { COMPANY_SIZES, slugify, type Company } from '@/data/companies/company-types';
import { useApprovedLeadsQuery, type ApprovedLead } from '@/data/leads/approved-leads-query';
import { useLeadStatusMutation } from '@/data/leads/lead-status-mutation';
import { EMPTY_COMPANY_FORM, type CompanyFormValues } from '../company-form-schema';
import { formatDate } from '../company-labels';
import { CompanyFormDialog } from './company-form-dialog';
import { InviteAdminDialog } from './invite-admin-dialog';

function leadCompanyValues(lead: ApprovedLead): CompanyFormValues {
  const name = lead.company?.trim() || '';
  const size = (COMPANY_SIZES as readonly string[]).includes(lead.company_size ?? '') ? (lead.company_size as CompanyFormValues['size']) : '';
  return { ...EMPTY_COMPANY_FORM, name, slug: slugify(name), size };
}

/**
 * Approved early-access leads waiting for a workspace: "Create company" prefills the company from the
 * lead, marks the lead onboarded and then offers to invite the lead as the company's admin.
 */
export function ApprovedLeadsPanel() {
  const leads = useApprovedLeadsQuery();
  const leadStatus = useLeadStatusMutation();
  const [converting, setConverting] = useState<ApprovedLead | null>(null);
  const [inviteFor, setInviteFor] = useState<{ lead: ApprovedLead; company: Company } | null>(null);

  const created = (lead: ApprovedLead, company: Company) => {
    leadStatus.mutate(
      { id: lead.id, status: 'onboarded' },
      { onError: (error) => toast({ title: 'The lead is still marked approved', description: error.message, variant: 'destructive' }) },
    );
    setInviteFor({ lead, company });
  };

  // The dialogs stay mounted when the last lead leaves the list, so the invite step can follow.
  const dialogs = (
    <>
      <CompanyFormDialog
        open={converting !== null}
        onOpenChange={(open) => (open ? undefined : setConverting(null))}
        initialValues={converting ? leadCompanyValues(converting) : undefined}
        description={converting ? `From the early-access lead ${converting.email}.` : undefined}
        onSaved={(company) => {
          if (converting) created(converting, company);
        }}
      />
      <InviteAdminDialog
        open={inviteFor !== null}
        onOpenChange={(open) => (open ? undefined : setInviteFor(null))}
        companyName={inviteFor?.company.name}
        preset={
          inviteFor
            ? {
                email: inviteFor.lead.email,
                fullName: inviteFor.lead.full_name ?? '',
                companyId: inviteFor.company.id,
                leadId: inviteFor.lead.id,
              }
            : undefined
        }
      />
    </>
  );

  if (leads.isPending) {
    return <Skeleton className="h-28 w-full" aria-label="Loading approved leads" />;
  }
  // Nothing to convert (or the list is unavailable): the screen stays about companies.
  if (leads.isError || leads.data.length === 0) return dialogs;

  return (
    <Card>
      <CardHeader>
        <CardTitle className="flex items-center gap-2 text-base">
          <Sparkles aria-hidden="true" className="size-4 text-primary" />
          Approved early-access leads
        </CardTitle>
        <CardDescription>Turn an approved lead into a company and invite them as its admin.</CardDescription>
      </CardHeader>
      <CardContent>
        <ul className="grid gap-2 md:grid-cols-2">
          {leads.data.map((lead) => (
            <li key={lead.id} className="flex flex-col gap-3 rounded-lg border p-3 sm:flex-row sm:items-center sm:justify-between">
              <div className="grid min-w-0 gap-0.5">
                <span className="truncate text-sm font-medium">{lead.company || 'Company not given'}</span>
                <span className="truncate text-xs text-muted-foreground">
                  {lead.full_name ? `${lead.full_name} · ` : ''}
                  {lead.email}
                </span>
                <span className="text-xs text-muted-foreground">
                  {lead.company_size ? `${lead.company_size} employees · ` : ''}joined {formatDate(lead.created_at)}
                </span>
              </div>
              <Button size="sm" variant="secondary" onClick={() => setConverting(lead)} aria-label={`Create company from lead ${lead.email}`}>
                <Building2 aria-hidden="true" />
                Create company
              </Button>
            </li>
          ))}
        </ul>
      </CardContent>
      {dialogs}
    </Card>
  );
}
