/**
 * POST the public ticket payload (demo_request, contact_sales, early_access): stores the ticket with
 * the service role (anon cannot insert tickets); an early_access ticket also joins the early-access
 * list with its profile and gets the magic link.
 *   201 {success:true, id}
 *   400 {error, fields}            per-field messages, e.g. {firstName:'First name is required'}
 *   403 {error, code}              an early_access ticket while a super admin closed early access
 *   429 {error, retry_after}       5 tickets per e-mail or 30 per IP in 10 minutes
 */
import type { SupabaseClient } from '@supabase/supabase-js';
import { createAdminClient } from '../_shared/admin-client.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { clientAddress, jsonResponse, serveJson } from '../_shared/http.ts';
import { sendMagicLinkOnce } from '../_shared/magic-link.ts';
import { MailDeliveryError } from '../_shared/mailer.ts';
import { EARLY_ACCESS_CLOSED_ERROR, isEarlyAccessOpen } from '../_shared/platform-settings.ts';
import { enforceRateLimits, perAddress, ticketsPerEmail } from '../_shared/rate-limits.ts';
import { upsertEarlyAccessLead, type LeadCapture, type UpsertedLead } from '../_shared/rpc.ts';
import { fieldErrors } from '../_shared/validation.ts';
import { ticketSchemaFor, ticketTypeSchema, toTicketRow, type TicketSubmission } from './ticket-schema.ts';

const NAME = 'submit-ticket';
const INVALID_MESSAGE = 'Please check the highlighted fields.';

export function handle(request: Request, env: FunctionEnv): Promise<Response> {
  return serveJson(request, NAME, async (body) => {
    const type = ticketTypeSchema.safeParse(body.ticketType);
    if (!type.success) {
      return jsonResponse({ error: INVALID_MESSAGE, fields: { ticketType: type.error.issues[0].message } }, 400);
    }
    const parsed = ticketSchemaFor(type.data).safeParse(body);
    if (!parsed.success) return jsonResponse({ error: INVALID_MESSAGE, fields: fieldErrors(parsed.error) }, 400);
    const ticket = parsed.data;

    const db = createAdminClient(env);
    if (ticket.ticketType === 'early_access' && !(await isEarlyAccessOpen(db))) {
      return jsonResponse({ error: EARLY_ACCESS_CLOSED_ERROR, code: 'early_access_closed' }, 403);
    }
    const limited = await enforceRateLimits(db, [perAddress(NAME, clientAddress(request)), ticketsPerEmail(ticket.email)]);
    if (limited) return limited;

    // The lead first: if anything fails after the ticket is stored, a retry would duplicate the ticket.
    const lead = ticket.ticketType === 'early_access' ? await upsertEarlyAccessLead(db, leadOf(ticket)) : null;

    const { data, error } = await db.from('tickets').insert(toTicketRow(ticket)).select('id').single();
    if (error) throw new Error(`ticket insert failed: ${error.code ?? ''} ${error.message}`);

    if (lead) await mailMagicLink(db, env, lead);
    return jsonResponse({ success: true, id: (data as { id: string }).id }, 201);
  });
}

/** The early-access form's profile, for the early-access list. */
function leadOf(ticket: TicketSubmission): LeadCapture {
  return {
    email: ticket.email,
    source: 'early_access_form',
    profile: {
      full_name: `${ticket.firstName} ${ticket.lastName}`,
      company: ticket.company,
      company_size: ticket.companySize,
      job_role: ticket.jobTitle,
      use_case: ticket.useCase,
      referral_source: ticket.referralSource,
    },
  };
}

/** The ticket is stored by now, so a refused mail is logged rather than failing the submission. */
async function mailMagicLink(db: SupabaseClient, env: FunctionEnv, lead: UpsertedLead) {
  try {
    await sendMagicLinkOnce(db, env, lead);
  } catch (err) {
    if (!(err instanceof MailDeliveryError)) throw err;
    console.error(`${NAME}: magic link not sent: ${err.message}`);
  }
}
