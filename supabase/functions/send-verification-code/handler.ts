/**
 * POST {email}: mails a 6-digit login code to an early-access lead.
 *   200 {success:true}
 *   400 {error}                                   malformed e-mail
 *   404 {error, code:'not_on_list', redirect}     not on the early-access list
 *   429 {error, retry_after}                      60 s resend cooldown, 5 codes an hour, or the per-IP brake
 *   502 {error:'Failed to send verification code'} the mail transport refused
 * Only the code's HMAC is stored; the code itself appears in the e-mail and nowhere else.
 */
import { z } from 'zod';
import { createAdminClient } from '../_shared/admin-client.ts';
import { NOT_ON_LIST_ERROR, NOT_ON_LIST_REDIRECT, SEND_CODE_FAILED_ERROR } from '../_shared/early-access-messages.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { clientAddress, jsonResponse, serveJson, tooManyRequests } from '../_shared/http.ts';
import { verificationCodeMail } from '../_shared/mail-templates.ts';
import { MailDeliveryError, sendMail } from '../_shared/mailer.ts';
import { generateVerificationCode, hashVerificationCode } from '../_shared/one-time-secrets.ts';
import { describeWait, enforceRateLimits, perAddress } from '../_shared/rate-limits.ts';
import { issueVerificationCode } from '../_shared/rpc.ts';
import { emailSchema, INVALID_EMAIL_MESSAGE } from '../_shared/validation.ts';

const NAME = 'send-verification-code';
const requestSchema = z.object({ email: emailSchema });

export function handle(request: Request, env: FunctionEnv): Promise<Response> {
  return serveJson(request, NAME, async (body) => {
    const parsed = requestSchema.safeParse(body);
    if (!parsed.success) return jsonResponse({ error: INVALID_EMAIL_MESSAGE }, 400);
    const { email } = parsed.data;

    const db = createAdminClient(env);
    const limited = await enforceRateLimits(db, [perAddress(NAME, clientAddress(request))]);
    if (limited) return limited;

    const code = generateVerificationCode();
    const issued = await issueVerificationCode(db, email, await hashVerificationCode(env.CODE_PEPPER, email, code));
    switch (issued.status) {
      case 'not_on_list':
        return jsonResponse({ error: NOT_ON_LIST_ERROR, code: 'not_on_list', redirect: NOT_ON_LIST_REDIRECT }, 404);
      case 'cooldown':
        return tooManyRequests(`Please wait ${issued.retry_after} seconds before requesting a new code.`, issued.retry_after);
      case 'hourly_limit':
        return tooManyRequests(
          `Too many codes requested. Please try again in ${describeWait(issued.retry_after)}.`,
          issued.retry_after,
        );
      case 'issued':
        try {
          await sendMail(env, verificationCodeMail(email, code, Math.round(issued.expires_in / 60)));
        } catch (err) {
          if (!(err instanceof MailDeliveryError)) throw err;
          console.error(`${NAME}: ${err.message}`);
          return jsonResponse({ error: SEND_CODE_FAILED_ERROR }, 502);
        }
        return jsonResponse({ success: true });
    }
  });
}
