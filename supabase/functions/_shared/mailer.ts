/**
 * Sends one e-mail. 'local-inbox' posts to the local stack's inbox; 'resend' to the Resend HTTP API
 * (https://resend.com/docs/api-reference/emails/send-email), the production transport.
 */
import { createAdminClient } from './admin-client.ts';
import type { FunctionEnv } from './env.ts';
import { mailSenderName } from './platform-settings.ts';

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  html: string;
}

export class MailDeliveryError extends Error {}

/**
 * MAIL_FROM with its display name replaced by `name`. The name is quoted when it holds characters
 * that RFC 5322 only allows inside quotes (the settings trigger already refuses quotes and brackets).
 */
export function fromWithName(mailFrom: string, name: string | null): string {
  if (!name) return mailFrom;
  const clean = name.replace(/[\r\n]+/g, ' ');
  const address = /<([^<>]+)>\s*$/.exec(mailFrom)?.[1] ?? mailFrom.trim();
  const phrase = /[()<>@,;:\\".[\]]/.test(clean) ? `"${clean.replace(/["\\]/g, '')}"` : clean;
  return `${phrase} <${address}>`;
}

/** The From header: the sender name a super admin set in the platform settings, else MAIL_FROM as is. */
async function senderFrom(env: FunctionEnv): Promise<string> {
  try {
    return fromWithName(env.MAIL_FROM, await mailSenderName(createAdminClient(env)));
  } catch (err) {
    // A mail must not fail because the setting could not be read; the configured sender still works.
    console.error(`mailer: sender name not read: ${err instanceof Error ? err.message : String(err)}`);
    return env.MAIL_FROM;
  }
}

export async function sendMail(env: FunctionEnv, mail: OutgoingMail): Promise<void> {
  const from = await senderFrom(env);
  const request =
    env.MAIL_TRANSPORT === 'local-inbox'
      ? new Request(`${env.LOCAL_INBOX_URL}/api/messages`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ from, ...mail }),
        })
      : new Request('https://api.resend.com/emails', {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${env.RESEND_API_KEY}` },
          body: JSON.stringify({ from, to: [mail.to], subject: mail.subject, text: mail.text, html: mail.html }),
        });
  const response = await fetch(request);
  // Drain the body either way so the connection is released.
  await response.arrayBuffer().catch(() => undefined);
  if (!response.ok) throw new MailDeliveryError(`${env.MAIL_TRANSPORT} answered ${response.status}`);
}
