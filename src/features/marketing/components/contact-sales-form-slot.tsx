import { lazy, Suspense } from 'react';
import type { ContactFormContent } from '@/content/types';

// The form library loads only where the form is shown.
const ContactSalesForm = lazy(() => import('./contact-sales-form').then((module) => ({ default: module.ContactSalesForm })));

export const CONTACT_FORM_LOADING = (
  <p role="status" className="text-sm text-muted-foreground">
    Loading form…
  </p>
);

export function ContactSalesFormSlot({ form }: { form: ContactFormContent }) {
  return (
    <Suspense fallback={CONTACT_FORM_LOADING}>
      <ContactSalesForm form={form} />
    </Suspense>
  );
}
