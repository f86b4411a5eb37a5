import { useMutation } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-error';
import { invokeEdgeFunction } from './invoke-edge-function';

export const SEND_CODE_FALLBACK = 'Failed to send verification code';

interface SendCodeAnswer {
  success?: boolean;
  error?: string;
  code?: string;
  redirect?: string;
  retry_after?: number;
}

/** Why a code could not be sent; `notOnList` and `retryAfterS` let the screen react beyond the message. */
export class SendCodeError extends ApiError {
  readonly notOnList: boolean;
  readonly retryAfterS: number | null;

  constructor(message: string, status: number, answer: SendCodeAnswer | null) {
    super(message, status, answer?.code);
    this.name = 'SendCodeError';
    this.notOnList = answer?.code === 'not_on_list';
    this.retryAfterS = typeof answer?.retry_after === 'number' ? answer.retry_after : null;
  }
}

/** Mails a 6-digit login code to an early-access lead (the e-mail is lowercased first, spec §5). */
export async function sendVerificationCode(email: string): Promise<void> {
  const { status, body } = await invokeEdgeFunction<SendCodeAnswer>('send-verification-code', {
    email: email.trim().toLowerCase(),
  });
  if (status >= 200 && status < 300 && body?.success !== false) return;
  throw new SendCodeError(body?.error || SEND_CODE_FALLBACK, status, body);
}

export function useSendVerificationCodeMutation() {
  return useMutation({ mutationFn: sendVerificationCode });
}
