/** Input rules shared by the functions (zod), and the shape of their field errors. */
import { z } from 'zod';

export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email address';

/** Same rule as the tables' check: lowercase, one @, a dot in the domain, at most 320 characters. */
export const emailSchema = z
  .string({ error: INVALID_EMAIL_MESSAGE })
  .trim()
  .toLowerCase()
  .max(320, INVALID_EMAIL_MESSAGE)
  .regex(/^[^@\s]+@[^@\s]+\.[^@\s]+$/, INVALID_EMAIL_MESSAGE);

/** An optional free-text field: trimmed, bounded, and null when empty or absent. */
export function optionalText(max: number, label: string) {
  return z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((value) => value || null);
}

/** A required free-text field: trimmed and bounded. */
export function requiredText(max: number, label: string) {
  return z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);
}

/** First message per top-level field, e.g. { email: 'Please enter a valid email address' }. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'body');
    fields[field] ??= issue.message;
  }
  return fields;
}
