// Spec §5: the capture accepts any non-empty text with an at-sign; the function checks the rest.
export function isCapturableEmail(value: string): boolean {
  const email = value.trim();
  return email !== '' && email.includes('@');
}

export interface UtmValues {
  utm_source?: string;
  utm_medium?: string;
  utm_campaign?: string;
}

/** The utm_* values of a query string (the page's own, by default); absent ones are left out. */
export function utmFromSearch(search: string): UtmValues {
  const params = new URLSearchParams(search);
  const utm: UtmValues = {};
  for (const key of ['utm_source', 'utm_medium', 'utm_campaign'] as const) {
    const value = params.get(key)?.trim();
    if (value) utm[key] = value;
  }
  return utm;
}
