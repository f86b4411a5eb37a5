import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { NativeSelect } from '@/components/ui/native-select';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/toast-store';
import { useCompanyOptionsQuery } from '@/data/companies/company-options-query';
import { useInvitationMutation } from '@/data/companies/invitation-mutations';
import { FunctionCallError } from '@/data/public-forms/function-error';
import { inviteAdminSchema, type InviteAdminValues } from '../invite-admin-schema';

export interface InviteAdminPreset {
  email?: string;
  fullName?: string;
  companyId?: string;
  /** The early-access lead being invited, so accepting marks them onboarded. */
  leadId?: string;
}

/**
 * Invites a company admin by e-mail. With a fixed company (the detail panel, a lead just turned into a
 * company) the company is shown, not chosen. A refusal keeps the input and marks the field it concerns.
 */
export function InviteAdminDialog({
  open,
  onOpenChange,
  preset,
  companyName,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  preset?: InviteAdminPreset;
  /** Set when the company is fixed. */
  companyName?: string;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-lg">
        <DialogHeader>
          <DialogTitle>Invite a company admin</DialogTitle>
          <DialogDescription>
            {companyName
              ? `They get an e-mail with a link to set their password and manage ${companyName}.`
              : 'They get an e-mail with a link to set their password and manage the company.'}
          </DialogDescription>
        </DialogHeader>
        {open ? <InviteAdminForm preset={preset} fixedCompany={Boolean(companyName)} onDone={() => onOpenChange(false)} /> : null}
      </DialogContent>
    </Dialog>
  );
}

function InviteAdminForm({ preset, fixedCompany, onDone }: { preset?: InviteAdminPreset; fixedCompany: boolean; onDone: () => void }) {
  const id = useId();
  const invite = useInvitationMutation();
  const companies = useCompanyOptionsQuery();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<InviteAdminValues>({
    resolver: zodResolver(inviteAdminSchema),
    defaultValues: { email: preset?.email ?? '', fullName: preset?.fullName ?? '', companyId: preset?.companyId ?? '' },
  });
  const { register, handleSubmit, setError, formState } = form;
  const { errors } = formState;

  const onValid = (raw: InviteAdminValues) => {
    const values = inviteAdminSchema.parse(raw);
    setFailure(null);
    invite.mutate(
      {
        action: 'invite',
        email: values.email,
        companyId: values.companyId,
        ...(values.fullName ? { fullName: values.fullName } : {}),
        ...(preset?.leadId ? { leadId: preset.leadId } : {}),
      },
      {
        onSuccess: (answer) => {
          toast({
            title: answer.resent ? 'Invitation sent again' : 'Invitation sent',
            description: `${values.email} can now accept it from their inbox.`,
            variant: 'success',
          });
          onDone();
        },
        onError: (error) => {
          const fields = error instanceof FunctionCallError ? error.fields : {};
          if (fields.email) setError('email', { message: fields.email }, { shouldFocus: true });
          else if (fields.companyId) setError('companyId', { message: fields.companyId });
          else setFailure(error.message);
        },
      },
    );
  };

  const activeCompanies = (companies.data ?? []).filter((company) => company.is_active);

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="grid gap-4">
      {failure ? (
        <Alert variant="destructive" title="The invitation was not sent">
          {failure}
        </Alert>
      ) : null}
      <FormField id={`${id}-email`} label="Work e-mail" error={errors.email?.message}>
        {(control) => <Input {...control} {...register('email')} type="email" autoComplete="off" maxLength={320} />}
      </FormField>
      <FormField id={`${id}-name`} label="Full name" optional error={errors.fullName?.message}>
        {(control) => <Input {...control} {...register('fullName')} autoComplete="off" maxLength={200} />}
      </FormField>
      {fixedCompany ? null : (
        <FormField id={`${id}-company`} label="Company" error={errors.companyId?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('companyId')} disabled={companies.isPending}>
              <option value="">{companies.isPending ? 'Loading companies…' : 'Choose a company'}</option>
              {activeCompanies.map((company) => (
                <option key={company.id} value={company.id}>
                  {company.name}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      )}
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onDone} disabled={invite.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={invite.isPending}>
          {invite.isPending ? <Spinner className="text-current" /> : null}
          Send invitation
        </Button>
      </DialogFooter>
    </form>
  );
}
