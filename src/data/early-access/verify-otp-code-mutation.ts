import { useMutation } from '@tanstack/react-query';
import { invokeEdgeFunction } from './invoke-edge-function';

export const INVALID_CODE_FALLBACK = 'Invalid or expired code';

export type VerifyCodeResult =
  | { success: true; token: string; email: string }
  | { success: false; error: string; redirect: string | null };

interface VerifyCodeAnswer {
  success?: boolean;
  token?: string;
  email?: string;
  error?: string;
  redirect?: string;
}

/** Trades the code for an early-access session token; a refusal is a result, not an exception. */
export async function verifyOtpCode({ email, code }: { email: string; code: string }): Promise<VerifyCodeResult> {
  const normalised = email.trim().toLowerCase();
  const { body } = await invokeEdgeFunction<VerifyCodeAnswer>('verify-otp-code', { email: normalised, code });
  if (body?.success && body.token) return { success: true, token: body.token, email: body.email ?? normalised };
  return { success: false, error: body?.error || INVALID_CODE_FALLBACK, redirect: body?.redirect ?? null };
}

export function useVerifyOtpCodeMutation() {
  return useMutation({ mutationFn: verifyOtpCode });
}
