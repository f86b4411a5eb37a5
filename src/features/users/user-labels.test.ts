import { describe, expect, it } from 'vitest';
import { describeAuditEntry } from './user-labels';

const names: Record<string, string> = { acme: 'Acme Corporation', globex: 'Globex' };
const companyName = (id: string) => names[id] ?? id;

describe('describeAuditEntry', () => {
  it('puts each changed access column in words', () => {
    const lines = describeAuditEntry(
      {
        action: 'users.access_changed',
        details: {
          email: 'a@b.test',
          changes: {
            role: { old: 'learner', new: 'company_admin' },
            company_id: { old: null, new: 'globex' },
            is_active: { old: true, new: false },
          },
        },
      },
      companyName,
    );
    expect(lines).toEqual(['Role: Learner → Company admin', 'Company: No company → Globex', 'Status: Active → Inactive']);
  });

  it('describes an accepted invitation with the company name', () => {
    expect(describeAuditEntry({ action: 'company_invitations.accepted', details: { company_id: 'acme' } }, companyName)).toEqual([
      'Accepted the invitation to administer Acme Corporation',
    ]);
  });

  it('falls back to the action for entries it does not know', () => {
    expect(describeAuditEntry({ action: 'users.delete', details: {} }, companyName)).toEqual(['users delete']);
  });
});
