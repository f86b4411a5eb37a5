/**
 * Sends one e-mail. 'local-inbox' posts to the local stack's inbox; 'resend' to the Resend HTTP API
 * (https://resend.com/docs/api-reference/emails/send-email), the production transport.
 */
import type { FunctionEnv } from './env.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export class MailDeliveryError extends Error {}

export async function sendMail(env: FunctionEnv, mail: OutgoingMail): Promise<void> {
  const request =
    env.MAIL_TRANSPORT === 'local-inbox'
      ? new Request(`${env.LOCAL_INBOX_URL}/api/messages`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ from: env.MAIL_FROM, ...mail }),
        })
      : new Request('https://api.resend.com/emails', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${env.RESEND_API_KEY}` },
          body: JSON.stringify({ from: env.MAIL_FROM, to: [mail.to], subject: mail.subject, text: mail.text, html: mail.html }),
        });
  const response = await fetch(request);
  // Drain the body either way so the connection is released.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new MailDeliveryError(`${env.MAIL_TRANSPORT} answered ${response.status}`);
}
