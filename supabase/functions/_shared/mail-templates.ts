/** The two e-mails the early-access funnel sends, as plain text and simple HTML. */
import type { OutgoingMail } from './mailer.ts';

export function verificationCodeMail(to: string, code: string, validMinutes: number): OutgoingMail {
  return {
    to,
    subject: 'Your LXERA verification code',
    text:
      `Your LXERA verification code is ${code}\n\n` +
      `It expires in ${validMinutes} minutes. If you did not ask for it, you can ignore this e-mail.`,
    html: layout(
      `<p>Your LXERA verification code is</p>` +
        `<p style="font-size:28px;font-weight:700;letter-spacing:6px;margin:16px 0">${code}</p>` +
        `<p>It expires in ${validMinutes} minutes. If you did not ask for it, you can ignore this e-mail.</p>`,
    ),
  };
}

export function magicLinkMail(to: string, link: string): OutgoingMail {
  return {
    to,
    subject: 'Complete your LXERA early access profile',
    text:
      `Thanks for joining the LXERA early access list.\n\n` +
      `Complete your profile here (the link works once, for 24 hours):\n${link}\n\n` +
      `If you did not sign up, you can ignore this e-mail.`,
    html: layout(
      `<p>Thanks for joining the LXERA early access list.</p>` +
        `<p><a href="${escapeHtml(link)}" style="display:inline-block;padding:12px 20px;background:#111;color:#fff;` +
        `border-radius:6px;text-decoration:none">Complete your profile</a></p>` +
        `<p>The link works once, for 24 hours. If you did not sign up, you can ignore this e-mail.</p>`,
    ),
  };
}

function layout(body: string): string {
  return `<!doctype html><html lang="en"><body style="font:16px system-ui,sans-serif;color:#111;max-width:560px">${body}</body></html>`;
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
