import { describe, expect, it } from 'vitest';
import { feedbackTicketRow, splitSenderName } from './feedback-ticket';

describe('splitSenderName', () => {
  it('splits on the first space', () => {
    expect(splitSenderName('Ada King Lovelace')).toEqual({ firstName: 'Ada', lastName: 'King Lovelace' });
  });
  it("falls back to 'User' for a missing name", () => {
    expect(splitSenderName(null)).toEqual({ firstName: 'User', lastName: 'User' });
    expect(splitSenderName('Cher')).toEqual({ firstName: 'Cher', lastName: 'Cher' });
  });
});

describe('feedbackTicketRow', () => {
  it('builds the §7 insert with Unknown company, User role and no bug fields for other types', () => {
    const row = feedbackTicketRow(
      { type: 'feature_request', title: ' Dark mode ', description: ' Please ', stepsToReproduce: 'ignored' },
      { email: 'A@B.test', fullName: 'Ann Lee', role: null, companyName: null },
      'agent',
    );
    expect(row).toEqual({
      ticket_type: 'feature_request', first_name: 'Ann', last_name: 'Lee', email: 'a@b.test', company: 'Unknown', job_title: 'User',
      message: 'Dark mode\n\nPlease', priority: 'medium', source: 'Platform Dashboard', status: 'new',
      metadata: { category: null, priority: 'medium', platform: 'web', user_agent: 'agent', submitted_from: 'dashboard' },
    });
  });
});
