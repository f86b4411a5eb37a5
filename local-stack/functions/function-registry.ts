/**
 * The edge functions the local stack serves: the same handler modules the Deno entries import.
 * A function is added here when its folder is added under supabase/functions.
 */
import type { FunctionEnv } from '../../supabase/functions/_shared/env.ts';
import { handle as captureEmail } from '../../supabase/functions/capture-email/handler.ts';
import { handle as inviteCompanyAdmin } from '../../supabase/functions/invite-company-admin/handler.ts';
import { handle as sendVerificationCode } from '../../supabase/functions/send-verification-code/handler.ts';
import { handle as submitTicket } from '../../supabase/functions/submit-ticket/handler.ts';
import { handle as verifyOtpCode } from '../../supabase/functions/verify-otp-code/handler.ts';

export type FunctionHandler = (request: Request, env: FunctionEnv) => Promise<Response>;

export type FunctionRegistry = ReadonlyMap<string, FunctionHandler>;

export const defaultFunctions: FunctionRegistry = new Map<string, FunctionHandler>([
  ['capture-email', captureEmail],
  ['invite-company-admin', inviteCompanyAdmin],
  ['send-verification-code', sendVerificationCode],
  ['submit-ticket', submitTicket],
  ['verify-otp-code', verifyOtpCode],
]);
