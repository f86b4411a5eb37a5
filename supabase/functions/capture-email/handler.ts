/**
 * POST {email, source, utm_source, utm_medium, utm_campaign}: puts the e-mail on the early-access
 * list and mails a magic link to complete the profile.
 *   200 {success:true}                also for a repeat (within 60 s no second mail is sent)
 *   400 {error, fields?}              'Please enter a valid email address', or a too-long source/utm value
 *   403 {error, code:'early_access_closed'}  a super admin closed early access (platform setting)
 *   429 {error, retry_after}          per-IP brake
 *   502 {error}                       the mail transport refused
 * source and utm values are kept from the first capture only.
 */
import { z } from 'zod';
import { createAdminClient } from '../_shared/admin-client.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { clientAddress, jsonResponse, serveJson } from '../_shared/http.ts';
import { sendMagicLinkOnce } from '../_shared/magic-link.ts';
import { MailDeliveryError } from '../_shared/mailer.ts';
import { EARLY_ACCESS_CLOSED_ERROR, isEarlyAccessOpen } from '../_shared/platform-settings.ts';
import { enforceRateLimits, perAddress } from '../_shared/rate-limits.ts';
import { upsertEarlyAccessLead } from '../_shared/rpc.ts';
import { emailSchema, fieldErrors, optionalText } from '../_shared/validation.ts';

const NAME = 'capture-email';

const requestSchema = z.object({
  email: emailSchema,
  source: optionalText(100, 'Source'),
  utm_source: optionalText(200, 'utm_source'),
  utm_medium: optionalText(200, 'utm_medium'),
  utm_campaign: optionalText(200, 'utm_campaign'),
});

export function handle(request: Request, env: FunctionEnv): Promise<Response> {
  return serveJson(request, NAME, async (body) => {
    const parsed = requestSchema.safeParse(body);
    if (!parsed.success) {
      const fields = fieldErrors(parsed.error);
      return jsonResponse({ error: fields.email ?? Object.values(fields)[0], fields }, 400);
    }
    const capture = parsed.data;

    const db = createAdminClient(env);
    if (!(await isEarlyAccessOpen(db))) return jsonResponse({ error: EARLY_ACCESS_CLOSED_ERROR, code: 'early_access_closed' }, 403);
    const limited = await enforceRateLimits(db, [perAddress(NAME, clientAddress(request))]);
    if (limited) return limited;

    const lead = await upsertEarlyAccessLead(db, {
      email: capture.email,
      source: capture.source,
      utmSource: capture.utm_source,
      utmMedium: capture.utm_medium,
      utmCampaign: capture.utm_campaign,
    });
    try {
      await sendMagicLinkOnce(db, env, lead);
    } catch (err) {
      if (!(err instanceof MailDeliveryError)) throw err;
      console.error(`${NAME}: ${err.message}`);
      return jsonResponse({ error: 'We could not send the email. Please try again.' }, 502);
    }
    return jsonResponse({ success: true });
  });
}
