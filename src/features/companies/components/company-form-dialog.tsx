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
import { useCompanySaveMutation } from '@/data/companies/company-save-mutation';
import { SlugTakenError } from '@/data/companies/company-writes';
import { COMPANY_PLANS, COMPANY_SIZES, slugify, type Company } from '@/data/companies/company-types';
import { companyFormSchema, companyInput, EMPTY_COMPANY_FORM, type CompanyFormValues } from '../company-form-schema';
import { PLAN_LABELS } from '../company-labels';

/**
 * Create (no `company`) or edit a company. While creating, the slug follows the name until it is edited
 * by hand. A failed save keeps every field and says why; only a successful one closes the dialog.
 */
export function CompanyFormDialog({
  open,
  onOpenChange,
  company,
  initialValues,
  description,
  onSaved,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  company?: Company;
  initialValues?: CompanyFormValues;
  description?: string;
  onSaved?: (company: Company) => void;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-h-[calc(100dvh-2rem)] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{company ? 'Edit company' : 'New company'}</DialogTitle>
          <DialogDescription>
            {description ?? (company ? `Change the details of ${company.name}.` : 'Add a customer organisation to the platform.')}
          </DialogDescription>
        </DialogHeader>
        {/* Mounted per opening, so each opening starts from the company's current values. */}
        {open ? (
          <CompanyForm
            company={company}
            initialValues={initialValues ?? EMPTY_COMPANY_FORM}
            onCancel={() => onOpenChange(false)}
            onSaved={(saved) => {
              onOpenChange(false);
              onSaved?.(saved);
            }}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

function CompanyForm({
  company,
  initialValues,
  onCancel,
  onSaved,
}: {
  company?: Company;
  initialValues: CompanyFormValues;
  onCancel: () => void;
  onSaved: (company: Company) => void;
}) {
  const id = useId();
  const save = useCompanySaveMutation();
  const [failure, setFailure] = useState<string | null>(null);
  const [slugEdited, setSlugEdited] = useState(Boolean(company) || Boolean(initialValues.slug));
  const form = useForm<CompanyFormValues>({ resolver: zodResolver(companyFormSchema), defaultValues: initialValues });
  const { register, handleSubmit, setValue, setError, formState } = form;
  const { errors } = formState;

  const nameField = register('name');
  const slugField = register('slug');

  const onValid = (values: CompanyFormValues) => {
    setFailure(null);
    save.mutate(
      { id: company?.id, values: companyInput(companyFormSchema.parse(values)) },
      {
        onSuccess: (saved) => {
          toast({ title: company ? 'Company updated' : 'Company created', description: saved.name, variant: 'success' });
          onSaved(saved);
        },
        onError: (error) => {
          if (error instanceof SlugTakenError) {
            setError('slug', { message: error.message }, { shouldFocus: true });
            return;
          }
          setFailure(error.message);
        },
      },
    );
  };

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(onValid)(event)} className="grid gap-4">
      {failure ? (
        <Alert variant="destructive" title={company ? 'The company could not be saved' : 'The company could not be created'}>
          {failure}
        </Alert>
      ) : null}
      <FormField id={`${id}-name`} label="Company name" error={errors.name?.message}>
        {(control) => (
          <Input
            {...control}
            {...nameField}
            autoComplete="organization"
            maxLength={200}
            onChange={(event) => {
              void nameField.onChange(event);
              if (!slugEdited) setValue('slug', slugify(event.target.value), { shouldValidate: formState.isSubmitted });
            }}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-slug`}
        label="Slug"
        hint="A unique short name in lowercase, used in links and exports."
        error={errors.slug?.message}
      >
        {(control) => (
          <Input
            {...control}
            {...slugField}
            maxLength={63}
            spellCheck={false}
            onChange={(event) => {
              setSlugEdited(true);
              void slugField.onChange(event);
            }}
          />
        )}
      </FormField>
      <div className="grid gap-4 sm:grid-cols-2">
        <FormField id={`${id}-plan`} label="Plan" error={errors.plan?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('plan')}>
              {COMPANY_PLANS.map((plan) => (
                <option key={plan} value={plan}>
                  {PLAN_LABELS[plan]}
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id={`${id}-size`} label="Company size" optional error={errors.size?.message}>
          {(control) => (
            <NativeSelect {...control} {...register('size')}>
              <option value="">Not specified</option>
              {COMPANY_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size} employees
                </option>
              ))}
            </NativeSelect>
          )}
        </FormField>
        <FormField id={`${id}-industry`} label="Industry" optional error={errors.industry?.message}>
          {(control) => <Input {...control} {...register('industry')} maxLength={100} />}
        </FormField>
        <FormField id={`${id}-country`} label="Country" optional error={errors.country?.message}>
          {(control) => <Input {...control} {...register('country')} autoComplete="country-name" maxLength={100} />}
        </FormField>
      </div>
      <DialogFooter>
        <Button type="button" variant="outline" onClick={onCancel} disabled={save.isPending}>
          Cancel
        </Button>
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? <Spinner className="text-current" /> : null}
          {company ? 'Save changes' : 'Create company'}
        </Button>
      </DialogFooter>
    </form>
  );
}
