import { describe, expect, it } from 'vitest';
import { EARLY_ACCESS_MODE, ROLE_TABLE, roleHome, type NavItem } from './roles';

const labels = (items: readonly NavItem[]) => items.map((item) => item.label);

describe('the role table (spec §2 Signed-in layout, §6)', () => {
  it('gives each role its home and title', () => {
    expect(roleHome('super_admin')).toBe('/admin');
    expect(roleHome('company_admin')).toBe('/dashboard');
    expect(roleHome('learner')).toBe('/learner');
    expect(roleHome('auditor')).toBeNull();
    expect(roleHome(null)).toBeNull();
    expect(ROLE_TABLE.super_admin.title).toBe('Super Admin');
    expect(ROLE_TABLE.company_admin.title).toBe('Company Admin');
    expect(ROLE_TABLE.learner.title).toBe('Learner Portal');
  });

  it('lists the sidebar items of each role', () => {
    expect(labels(ROLE_TABLE.super_admin.sidebar)).toEqual([
      'Dashboard', 'Tickets', 'Feedback', 'Companies', 'Users', 'Courses', 'Analytics', 'Settings',
    ]);
    expect(labels(ROLE_TABLE.company_admin.sidebar)).toEqual([
      'Dashboard', 'Positions', 'Add Team Members', 'Employees', 'Skills', 'Courses', 'AI Course Generator', 'Analytics',
      'Platform Feedback',
    ]);
    expect(labels(ROLE_TABLE.learner.sidebar)).toEqual(['Dashboard', 'My Courses', 'Certificates']);
  });

  it('makes Platform Feedback an action of company admins only', () => {
    const actions = Object.entries(ROLE_TABLE).flatMap(([role, def]) =>
      [...def.sidebar, ...def.mobileBar.more].filter((item) => item.kind === 'action').map((item) => `${role}:${item.label}`),
    );
    expect(new Set(actions)).toEqual(new Set(['company_admin:Platform Feedback']));
  });

  it('lists the mobile bar and More menu of each role', () => {
    expect(labels(ROLE_TABLE.super_admin.mobileBar.primary)).toEqual(['Dashboard', 'Tickets', 'Users', 'Courses']);
    expect(labels(ROLE_TABLE.super_admin.mobileBar.more)).toEqual(['Feedback', 'Companies', 'Analytics', 'Settings']);
    expect(labels(ROLE_TABLE.company_admin.mobileBar.primary)).toEqual(['Dashboard', 'Employees', 'Skills', 'Positions']);
    expect(labels(ROLE_TABLE.company_admin.mobileBar.more)).toEqual(['Add Team Members', 'Courses', 'Analytics', 'Platform Feedback']);
    expect(labels(ROLE_TABLE.learner.mobileBar.primary)).toEqual(['Dashboard', 'Courses', 'Progress', 'Certificates']);
    expect(labels(ROLE_TABLE.learner.mobileBar.more)).toEqual(['Profile', 'Settings', 'Help', 'Feedback']);
  });

  it('keeps every link of a role inside its own area', () => {
    for (const [, def] of Object.entries(ROLE_TABLE)) {
      for (const item of [...def.sidebar, ...def.mobileBar.primary, ...def.mobileBar.more]) {
        if (item.kind === 'link') expect(item.href.startsWith(def.home)).toBe(true);
      }
    }
  });

  it('shows early access with Overview active and the rest locked', () => {
    const [overview, ...rest] = EARLY_ACCESS_MODE.sidebar;
    expect(overview).toMatchObject({ kind: 'link', label: 'Overview', href: '/waiting-room' });
    expect(rest.every((item) => item.kind === 'locked')).toBe(true);
    expect(labels(rest)).toEqual(['Positions', 'Add Team Members', 'Employees', 'Skills', 'Courses', 'AI Course Generator', 'Analytics']);
  });
});
