/**
 * The local inbox: every message the stack sends (codes, magic links, confirmations) is kept here,
 * never delivered. Tests read it through GET /api/messages; people through the page at /.
 */
import { randomUUID } from 'node:crypto';
import { Hono } from 'hono';
import { z } from 'zod';

export interface MailMessage {
  id: string;
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  created_at: string;
}

export type OutgoingMail = Pick<MailMessage, 'to' | 'subject' | 'text'> & Partial<Pick<MailMessage, 'html' | 'from'>>;

const MAX_MESSAGES = 1000;

const outgoingSchema = z.object({
  from: z.string().max(320).optional(),
  to: z.string().min(3).max(320),
  subject: z.string().min(1).max(500),
  text: z.string().max(100_000),
  html: z.string().max(200_000).optional(),
});

export class Mailbox {
  private messages: MailMessage[] = [];

  constructor(private readonly defaultFrom: string) {}

  send(mail: OutgoingMail): MailMessage {
    const message: MailMessage = {
      id: randomUUID(),
      from: mail.from ?? this.defaultFrom,
      to: mail.to.toLowerCase(),
      subject: mail.subject,
      text: mail.text,
      html: mail.html ?? `<pre>${escapeHtml(mail.text)}</pre>`,
      created_at: new Date().toISOString(),
    };
    this.messages.unshift(message);
    if (this.messages.length > MAX_MESSAGES) this.messages.length = MAX_MESSAGES;
    return message;
  }

  /** Newest first, optionally only those sent to one address. */
  list(to?: string): MailMessage[] {
    const wanted = to?.toLowerCase();
    return wanted ? this.messages.filter((m) => m.to === wanted) : [...this.messages];
  }

  clear(): void {
    this.messages = [];
  }

  /** HTTP face of the inbox, served on its own port. */
  app(): Hono {
    const app = new Hono();
    app.get('/api/messages', (c) => c.json(this.list(c.req.query('to'))));
    app.post('/api/messages', async (c) => {
      const parsed = outgoingSchema.safeParse(await c.req.json().catch(() => null));
      if (!parsed.success) return c.json({ error: 'to, subject and text are required' }, 400);
      return c.json(this.send(parsed.data), 201);
    });
    app.delete('/api/messages', (c) => {
      this.clear();
      return c.body(null, 204);
    });
    app.get('/', (c) => c.html(this.renderInbox()));
    app.get('/messages/:id', (c) => {
      const message = this.messages.find((m) => m.id === c.req.param('id'));
      return message ? c.html(message.html) : c.text('Not found', 404);
    });
    return app;
  }

  private renderInbox(): string {
    const rows = this.messages
      .map(
        (m) =>
          `<tr><td>${escapeHtml(m.created_at)}</td><td>${escapeHtml(m.to)}</td>` +
          `<td><a href="/messages/${m.id}">${escapeHtml(m.subject)}</a></td></tr>`,
      )
      .join('');
    return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local inbox</title>
<meta name="viewport" content="width=device-width, initial-scale=1">
<style>body{font:15px system-ui,sans-serif;margin:2rem;color:#111}table{border-collapse:collapse;width:100%}
td,th{border-bottom:1px solid #ddd;padding:.5rem;text-align:left}</style></head>
<body><h1>Local inbox</h1><p>${this.messages.length} message(s). Mail sent by the local stack stays here.</p>
<table><thead><tr><th>Sent</th><th>To</th><th>Subject</th></tr></thead><tbody>${rows}</tbody></table></body></html>`;
  }
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}
