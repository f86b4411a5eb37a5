/**
 * POST {email, code}: trades a valid login code for an early-access session token.
 * Verification outcomes are 200 with `success`, because supabase-js `functions.invoke` hides the body
 * of any non-2xx answer from `data` and the login screen reads success, token, error and redirect:
 *   200 {success:true, token, email}
 *   200 {success:false, error:'Invalid or expired code'}                 wrong, expired, used or killed code
 *   200 {success:false, error:'Email not found. …', redirect:'/early-access'}
 *   400 {success:false, error}                                          malformed e-mail or code
 *   429 {success:false, error, retry_after}                             per-IP brake
 * The fifth wrong code kills the code (counted in the database).
 */
import { z } from 'zod';
import { createAdminClient } from '../_shared/admin-client.ts';
import { INVALID_CODE_ERROR, NOT_ON_LIST_ERROR, NOT_ON_LIST_REDIRECT } from '../_shared/early-access-messages.ts';
import type { FunctionEnv } from '../_shared/env.ts';
import { clientAddress, jsonResponse, serveJson } from '../_shared/http.ts';
import { generateOpaqueToken, hashOpaqueToken, hashVerificationCode } from '../_shared/one-time-secrets.ts';
import { enforceRateLimits, perAddress } from '../_shared/rate-limits.ts';
import { checkVerificationCode, createEarlyAccessToken } from '../_shared/rpc.ts';
import { emailSchema } from '../_shared/validation.ts';

const NAME = 'verify-otp-code';
export const SESSION_TTL_SECONDS = 30 * 24 * 60 * 60;

const requestSchema = z.object({
  email: emailSchema,
  code: z.string({ error: 'The code must be 6 digits' }).trim().regex(/^\d{6}$/, 'The code must be 6 digits'),
});

export function handle(request: Request, env: FunctionEnv): Promise<Response> {
  return serveJson(request, NAME, async (body) => {
    const parsed = requestSchema.safeParse(body);
    if (!parsed.success) return jsonResponse({ success: false, error: parsed.error.issues[0].message }, 400);
    const { email, code } = parsed.data;

    const db = createAdminClient(env);
    const limited = await enforceRateLimits(db, [perAddress(NAME, clientAddress(request))], { success: false });
    if (limited) return limited;

    const checked = await checkVerificationCode(db, email, await hashVerificationCode(env.CODE_PEPPER, email, code));
    switch (checked.status) {
      case 'not_on_list':
        return jsonResponse({ success: false, error: NOT_ON_LIST_ERROR, redirect: NOT_ON_LIST_REDIRECT });
      case 'invalid':
        return jsonResponse({ success: false, error: INVALID_CODE_ERROR });
      case 'verified': {
        const token = generateOpaqueToken();
        await createEarlyAccessToken(db, checked.lead_id, 'session', await hashOpaqueToken(token), SESSION_TTL_SECONDS);
        return jsonResponse({ success: true, token, email: checked.email });
      }
    }
  });
}
