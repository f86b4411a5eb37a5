// The scheduler's address with the prefill parameters of spec §7.
import type { DemoFormValues } from './demo-form-schema';

/** The campaign tag: the lowercased source with spaces turned into underscores, or 'website'. */
export function campaignOf(source: string): string {
  const tag = source.trim().toLowerCase().replace(/\s+/g, '_');
  return tag || 'website';
}

export function schedulerUrl(base: string, values: DemoFormValues, source: string, mobile: boolean): string {
  const url = new URL(base);
  const params: Record<string, string> = {
    email: values.email.trim().toLowerCase(),
    first_name: values.firstName.trim(),
    last_name: values.lastName.trim(),
    a1: values.company.trim(),
    a2: values.jobTitle.trim(),
    a3: values.companySize,
    a4: values.country,
    utm_source: 'website',
    utm_medium: 'demo_request',
    utm_campaign: campaignOf(source),
  };
  if (mobile) {
    params.hide_event_type_details = '1';
    params.primary_color = '4f46e5';
  }
  for (const [key, value] of Object.entries(params)) if (value) url.searchParams.set(key, value);
  return url.toString();
}

/** VITE_SCHEDULER_URL when it is a valid http(s) address, else undefined (the failure state shows). */
export function configuredSchedulerUrl(raw: string | undefined = import.meta.env.VITE_SCHEDULER_URL as string | undefined): string | undefined {
  const value = raw?.trim();
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : undefined;
  } catch {
    return undefined;
  }
}
