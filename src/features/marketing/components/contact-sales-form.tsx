// /company/contact: the contact-sales form, creating a contact_sales ticket with budget, timeline and use case.
import { zodResolver } from '@hookform/resolvers/zod';
import { CheckCircle2, Loader2 } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { AppLink } from '@/components/ui/app-link';
import { z } from 'zod';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/toast-store';
import { COMPANY_SIZES, COUNTRIES } from '@/content/form-options';
import type { ContactFormContent, FormFieldCopy } from '@/content/types';
import { useSubmitTicket } from '@/data/public-forms/submit-ticket';
import { errorMessage } from '@/lib/api-error';

const required = z.string().trim().min(1, 'Required');
const contactSchema = z.object({
  firstName: required,
  lastName: required,
  email: required.pipe(z.email('Enter a valid email address')),
  company: required,
  jobTitle: z.string(),
  phone: z.string(),
  companySize: required,
  country: required,
  budgetRange: required,
  timeline: required,
  useCase: required,
  message: z.string(),
});
type ContactValues = z.input<typeof contactSchema>;
type FieldName = keyof ContactValues;

const EMPTY: ContactValues = {
  firstName: '', lastName: '', email: '', company: '', jobTitle: '', phone: '', companySize: '', country: '', budgetRange: '', timeline: '', useCase: '', message: '',
};

const controlClass =
  'flex h-10 w-full rounded-md border border-input bg-card px-3 py-2 text-sm text-foreground shadow-xs focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring aria-[invalid=true]:border-destructive';

export function ContactSalesForm({ form }: { form: ContactFormContent }) {
  const idPrefix = useId();
  const [sentId, setSentId] = useState<string | null>(null);
  const submit = useSubmitTicket(form.failure.description);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<ContactValues>({ resolver: zodResolver(contactSchema), defaultValues: EMPTY });

  if (sentId) {
    return (
      <div role="status" className="flex flex-col items-center gap-3 py-6 text-center">
        <CheckCircle2 aria-hidden="true" className="size-10 text-emerald-600" />
        <h3 className="text-lg font-semibold">{form.success.title}</h3>
        <p className="text-sm text-muted-foreground">{form.success.description}</p>
      </div>
    );
  }

  const field = (name: FieldName, copy: FormFieldCopy, control: ReactNode) => (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={`${idPrefix}-${name}`}>
        {copy.label}
        {copy.required ? <span aria-hidden="true" className="ml-0.5 text-destructive">*</span> : null}
      </Label>
      {control}
      {errors[name] ? (
        <p id={`${idPrefix}-${name}-error`} className="text-xs text-destructive">
          {errors[name]?.message}
        </p>
      ) : null}
    </div>
  );
  const props = (name: FieldName) => ({
    ...register(name),
    id: `${idPrefix}-${name}`,
    'aria-invalid': errors[name] ? true : undefined,
    'aria-describedby': errors[name] ? `${idPrefix}-${name}-error` : undefined,
    'aria-required': form.fields[name].required || undefined,
  });
  const select = (name: FieldName, options: readonly { value: string; label: string }[]) => (
    <select {...props(name)} className={controlClass}>
      <option value="">{form.fields[name].placeholder}</option>
      {options.map((option) => (
        <option key={option.value} value={option.value}>
          {option.label}
        </option>
      ))}
    </select>
  );

  const f = form.fields;
  return (
    <form
      noValidate
      aria-label={form.title}
      aria-busy={submit.isPending}
      className="flex flex-col gap-4"
      onSubmit={handleSubmit(
        (values) =>
          submit.run(
            { ticketType: form.ticketType, source: form.source, ...values },
            {
              onSuccess: (id) => {
                setSentId(id);
                toast({ title: form.success.title, description: form.success.description, variant: 'success' });
              },
              onError: (error) => toast({ title: form.failure.title, description: errorMessage(error, form.failure.description), variant: 'destructive' }),
            },
          ),
        () => toast({ title: form.missing.title, description: form.missing.description, variant: 'destructive' }),
      )}
    >
      <fieldset disabled={submit.isPending} className="contents">
        <div className="grid gap-4 sm:grid-cols-2">
          {field('firstName', f.firstName, <Input {...props('firstName')} autoComplete="given-name" placeholder={f.firstName.placeholder} />)}
          {field('lastName', f.lastName, <Input {...props('lastName')} autoComplete="family-name" placeholder={f.lastName.placeholder} />)}
          {field('email', f.email, <Input {...props('email')} type="email" autoComplete="email" placeholder={f.email.placeholder} />)}
          {field('company', f.company, <Input {...props('company')} autoComplete="organization" placeholder={f.company.placeholder} />)}
          {field('jobTitle', f.jobTitle, <Input {...props('jobTitle')} autoComplete="organization-title" placeholder={f.jobTitle.placeholder} />)}
          {field('phone', f.phone, <Input {...props('phone')} type="tel" autoComplete="tel" placeholder={f.phone.placeholder} />)}
          {field('companySize', f.companySize, select('companySize', COMPANY_SIZES.map((size) => ({ value: size, label: `${size} employees` }))))}
          {field('country', f.country, select('country', COUNTRIES.map((country) => ({ value: country, label: country }))))}
          {field('budgetRange', f.budgetRange, select('budgetRange', form.budgetRanges))}
          {field('timeline', f.timeline, select('timeline', form.timelines))}
        </div>
        {field('useCase', f.useCase, select('useCase', form.useCases))}
        {field(
          'message',
          f.message,
          <textarea {...props('message')} rows={4} placeholder={f.message.placeholder} className="w-full rounded-md border border-input bg-card px-3 py-2 text-sm shadow-xs placeholder:text-muted-foreground focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring" />,
        )}
      </fieldset>
      <p className="text-xs text-muted-foreground">
        {form.privacyNote.before}
        <AppLink to={form.privacyNote.href} className="font-medium text-foreground underline underline-offset-2">
          {form.privacyNote.linkLabel}
        </AppLink>
        {form.privacyNote.after}
      </p>
      <Button type="submit" size="lg" disabled={submit.isPending}>
        {submit.isPending ? (
          <>
            <Loader2 aria-hidden="true" className="animate-spin" />
            {form.submittingLabel}
          </>
        ) : (
          form.submitLabel
        )}
      </Button>
    </form>
  );
}
