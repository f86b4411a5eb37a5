import { Suspense } from 'react';
import { ContactSalesForm } from '@/features/marketing/components/contact-sales-form';
import { CONTACT_FORM_LOADING } from '@/features/marketing/components/contact-sales-form-slot';
import type { ContactFormContent } from '@/content/types';

/** ContactSalesFormSlot's markup (its Suspense boundary included) with the form loaded up front. */
export function IslandComponent({ form }: { form: ContactFormContent }) {
  return (
    <Suspense fallback={CONTACT_FORM_LOADING}>
      <ContactSalesForm form={form} />
    </Suspense>
  );
}
