// Step 1 of the demo dialog: the request form (spec §2 demo modal, §5 validation, §8 toasts).
import { zodResolver } from '@hookform/resolvers/zod';
import { ChevronDown, Loader2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Controller, useForm, type FieldErrors } from 'react-hook-form';
import { AppLink } from '@/components/ui/app-link';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast-store';
import { demoDialogCopy, demoToasts } from '@/content/demo-request';
import { COMPANY_SIZES } from '@/content/form-options';
import { useSubmitTicket } from '@/data/public-forms/submit-ticket';
import { errorMessage } from '@/lib/api-error';
import { cn } from '@/lib/cn';
import { demoFormSchema, EMPTY_DEMO_FORM, type DemoFormValues } from '../demo-form-schema';
import { CountryPicker } from './country-picker';
import { selectClassName } from './select-class-name';

const copy = demoDialogCopy.form;

export interface DemoFormProps {
  source: string;
  mobile: boolean;
  onSubmitted: (values: DemoFormValues) => void;
}

function Field({ id, label, required, error, children }: { id: string; label: string; required?: boolean; error?: string; children: ReactNode }) {
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>
        {label}
        {required ? (
          <span aria-hidden="true" className="ml-0.5 text-destructive">
            {copy.requiredMark}
          </span>
        ) : null}
      </Label>
      {children}
      {error ? (
        <p id={`${id}-error`} className="text-xs text-destructive">
          {error}
        </p>
      ) : null}
    </div>
  );
}

export function DemoForm({ source, mobile, onSubmitted }: DemoFormProps) {
  const idPrefix = useId();
  const id = (name: keyof DemoFormValues) => `${idPrefix}-${name}`;
  const [showOptional, setShowOptional] = useState(false);
  const submit = useSubmitTicket(demoToasts.submitFailedFallback);
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<DemoFormValues>({ resolver: zodResolver(demoFormSchema), defaultValues: EMPTY_DEMO_FORM });

  const fieldProps = (name: keyof DemoFormValues) => ({
    id: id(name),
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${id(name)}-error` : undefined,
  });

  function onValid(values: DemoFormValues) {
    submit.run(
      { ticketType: 'demo_request', ...values, source },
      {
        onSuccess: () => onSubmitted(values),
        onError: (error) =>
          toast({
            title: demoToasts.submitFailed.title,
            description: errorMessage(error, mobile ? demoToasts.submitFailed.mobile : demoToasts.submitFailed.desktop),
            variant: 'destructive',
          }),
      },
    );
  }

  function onInvalid(_errors: FieldErrors<DemoFormValues>) {
    const missing = demoToasts.missingInformation;
    toast({ title: missing.title, description: mobile ? missing.mobile : missing.desktop, variant: 'destructive' });
  }

  const sending = submit.isPending;
  return (
    <form noValidate onSubmit={handleSubmit(onValid, onInvalid)} aria-busy={sending} className="flex flex-col gap-4">
      <fieldset disabled={sending} className="contents">
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={id('firstName')} label={copy.fields.firstName.label} required error={errors.firstName?.message}>
            <Input {...register('firstName')} {...fieldProps('firstName')} autoComplete="given-name" placeholder={copy.fields.firstName.placeholder} required />
          </Field>
          <Field id={id('lastName')} label={copy.fields.lastName.label} required error={errors.lastName?.message}>
            <Input {...register('lastName')} {...fieldProps('lastName')} autoComplete="family-name" placeholder={copy.fields.lastName.placeholder} required />
          </Field>
        </div>
        <Field id={id('email')} label={copy.fields.email.label} required error={errors.email?.message}>
          <Input {...register('email')} {...fieldProps('email')} type="email" autoComplete="email" placeholder={copy.fields.email.placeholder} required />
        </Field>
        <Field id={id('company')} label={copy.fields.company.label} required error={errors.company?.message}>
          <Input {...register('company')} {...fieldProps('company')} autoComplete="organization" placeholder={copy.fields.company.placeholder} required />
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field id={id('companySize')} label={copy.fields.companySize.label} required error={errors.companySize?.message}>
            <select {...register('companySize')} {...fieldProps('companySize')} required className={selectClassName}>
              <option value="">{copy.fields.companySize.placeholder}</option>
              {COMPANY_SIZES.map((size) => (
                <option key={size} value={size}>
                  {size} {copy.employeesSuffix}
                </option>
              ))}
            </select>
          </Field>
          <Field id={id('country')} label={copy.fields.country.label} required error={errors.country?.message}>
            <Controller
              control={control}
              name="country"
              render={({ field }) => (
                <CountryPicker
                  id={id('country')}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  placeholder={copy.fields.country.placeholder}
                  invalid={Boolean(errors.country)}
                  describedBy={errors.country ? `${id('country')}-error` : undefined}
                />
              )}
            />
          </Field>
        </div>
        <button
          type="button"
          aria-expanded={showOptional}
          aria-controls={`${idPrefix}-optional`}
          onClick={() => setShowOptional((open) => !open)}
          className="inline-flex w-fit items-center gap-1 rounded-sm text-sm font-medium text-accent-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
        >
          {showOptional ? copy.hideOptional : copy.showOptional}
          <ChevronDown aria-hidden="true" className={cn('size-4 transition-transform', showOptional && 'rotate-180')} />
        </button>
        <div id={`${idPrefix}-optional`} hidden={!showOptional} className="flex flex-col gap-4">
          <div className="grid gap-4 sm:grid-cols-2">
            <Field id={id('jobTitle')} label={copy.fields.jobTitle.label}>
              <Input {...register('jobTitle')} {...fieldProps('jobTitle')} autoComplete="organization-title" placeholder={copy.fields.jobTitle.placeholder} />
            </Field>
            <Field id={id('phone')} label={copy.fields.phone.label}>
              <Input {...register('phone')} {...fieldProps('phone')} type="tel" autoComplete="tel" placeholder={copy.fields.phone.placeholder} />
            </Field>
          </div>
          <Field id={id('message')} label={copy.fields.message.label}>
            <textarea
              {...register('message')}
              {...fieldProps('message')}
              rows={3}
              placeholder={copy.fields.message.placeholder}
              className="w-full rounded-md border border-input bg-card px-3 py-2 text-sm shadow-xs placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
            />
          </Field>
        </div>
      </fieldset>
      <p className="text-xs text-muted-foreground">
        {copy.privacy.before}
        <AppLink to={copy.privacy.href} className="font-medium text-foreground underline underline-offset-2">
          {copy.privacy.linkLabel}
        </AppLink>
        {copy.privacy.after}
      </p>
      <Button type="submit" size="lg" disabled={sending}>
        {sending ? (
          <>
            <Loader2 aria-hidden="true" className="animate-spin" />
            {copy.submitting}
          </>
        ) : (
          copy.submit
        )}
      </Button>
    </form>
  );
}
