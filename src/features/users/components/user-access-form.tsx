import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { FormField } from '@/components/ui/form-field';
import { NativeSelect } from '@/components/ui/native-select';
import { toast } from '@/components/ui/toast-store';
import type { CompanyOption } from '@/data/companies/company-options-query';
import { useUserAccessMutation } from '@/data/users/user-access-mutation';
import { USER_ROLES, type AdminUserRow, type UserRole } from '@/data/users/user-admin-types';
import { userAccessSchema, type UserAccessValues } from '../user-access-schema';
import { ROLE_LABELS, roleLabel } from '../user-labels';

/**
 * Role and company of one profile. Saving asks first and names the change; a refusal keeps the choice
 * on screen with the reason. Postgres is the judge: the form only reflects what it allows.
 */
export function UserAccessForm({
  user,
  companies,
  isSelf,
}: {
  user: AdminUserRow;
  companies: readonly CompanyOption[];
  isSelf: boolean;
}) {
  const access = useUserAccessMutation();
  const [pending, setPending] = useState<{ role: UserRole; companyId: string | null } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const initial: UserAccessValues = { role: user.role as UserRole, companyId: user.company_id ?? '' };
  const form = useForm<UserAccessValues>({ resolver: zodResolver(userAccessSchema), defaultValues: initial });
  const { register, handleSubmit, formState, control, reset } = form;
  const values = useWatch({ control });
  const changed = values.role !== initial.role || values.companyId !== initial.companyId;

  const companyName = (id: string | null) => (id ? (companies.find((c) => c.id === id)?.name ?? 'Unknown company') : 'No company');

  const onValid = (raw: UserAccessValues) => {
    const parsed = userAccessSchema.parse(raw);
    setFailure(null);
    setPending({ role: parsed.role, companyId: parsed.companyId || null });
  };

  const confirm = () => {
    if (!pending) return;
    access.mutate(
      { id: user.id, changes: { role: pending.role, company_id: pending.companyId } },
      {
        onSuccess: () => {
          toast({ title: 'Access updated', description: user.email, variant: 'success' });
          reset({ role: pending.role, companyId: pending.companyId ?? '' });
          setPending(null);
        },
        onError: (error) => {
          setFailure(error.message);
          setPending(null);
        },
      },
    );
  };

  const summary = pending
    ? [
        pending.role !== user.role ? `role from ${roleLabel(user.role)} to ${roleLabel(pending.role)}` : null,
        pending.companyId !== user.company_id ? `company from ${companyName(user.company_id)} to ${companyName(pending.companyId)}` : null,
      ]
        .filter(Boolean)
        .join(' and ')
    : '';

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="grid gap-3">
      {failure ? (
        <Alert variant="destructive" title="Access was not changed">
          {failure}
        </Alert>
      ) : null}
      {isSelf ? <p className="text-xs text-muted-foreground">You cannot change your own role or company here.</p> : null}
      <div className="grid gap-3 sm:grid-cols-2">
        <FormField id="user-role" label="Role" error={formState.errors.role?.message}>
          {(controlProps) => (
            <NativeSelect {...controlProps} {...register('role')} disabled={isSelf || access.isPending}>
              {USER_ROLES.map((role) => (
                <option key={role} value={role}>
                  {ROLE_LABELS[role]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id="user-company" label="Company" error={formState.errors.companyId?.message}>
          {(controlProps) => (
            <NativeSelect {...controlProps} {...register('companyId')} disabled={isSelf || access.isPending}>
              <option value="">No company</option>
              {companies.map((company) => (
                <option key={company.id} value={company.id}>
                  {company.name}
                  {company.is_active ? '' : ' (inactive)'}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
      </div>
      <div className="flex justify-end gap-2">
        {changed ? (
          <Button type="button" variant="ghost" size="sm" onClick={() => reset(initial)} disabled={access.isPending}>
            Undo
          </Button>
        ) : null}
        <Button type="submit" size="sm" disabled={!changed || isSelf || access.isPending}>
          Save access
        </Button>
      </div>
      <ConfirmDialog
        open={pending !== null}
        onOpenChange={(open) => (open ? undefined : setPending(null))}
        title="Change this user's access?"
        description={`${user.full_name || user.email}: ${summary}. The change applies at their next request and is recorded in the audit log.`}
        confirmLabel="Change access"
        busy={access.isPending}
        onConfirm={confirm}
      />
    </form>
  );
}
