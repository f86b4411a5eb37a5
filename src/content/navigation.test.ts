import { describe, it, expect } from 'vitest';
import {
  copyrightLine,
  footerColumns,
  headerCopy,
  legalLinks,
  mainNavigation,
  platformMenu,
  resourcesMenu,
  solutionsMenu,
  TRACKED_SECTION_IDS,
} from './navigation';

describe('header menus', () => {
  it('runs Platform, Solutions, Pricing, Resources', () => {
    expect(mainNavigation.map((entry) => (entry.kind === 'menu' ? entry.section.label : entry.label))).toEqual([
      'Platform',
      'Solutions',
      'Pricing',
      'Resources',
    ]);
  });

  it('lists the platform pages of the spec in order, ending with View All', () => {
    expect(platformMenu.items.map((item) => item.href)).toEqual([
      '/platform',
      '/platform/how-it-works',
      '/platform/ai-engine',
      '/platform/engagement-insights',
      '/platform/innovation-hub',
      '/platform/mentorship-support',
      '/platform/security-privacy',
      '/platform/integrations',
    ]);
    expect(platformMenu.footer).toEqual({ kind: 'view-all', label: 'View All', href: '/platform' });
  });

  it('lists the solutions overview and the eight solution pages, ending with View All', () => {
    expect(solutionsMenu.items[0]?.href).toBe('/solutions');
    expect(solutionsMenu.items).toHaveLength(9);
    expect(solutionsMenu.footer).toEqual({ kind: 'view-all', label: 'View All', href: '/solutions' });
  });

  it('ends Resources with the tagline', () => {
    expect(resourcesMenu.items.map((item) => item.href)).toEqual([
      '/resources/blog',
      '/resources/success-stories',
      '/resources/product-tour',
      '/resources/glossary',
    ]);
    expect(resourcesMenu.footer).toEqual({ kind: 'tagline', text: 'Designed with ❤️ for human-centered innovation' });
  });

  it('gives every item a name and a short description', () => {
    for (const menu of [platformMenu, solutionsMenu, resourcesMenu]) {
      for (const item of menu.items) {
        expect(item.name).not.toBe('');
        expect(item.description.length).toBeGreaterThan(10);
        expect(item.description.length).toBeLessThanOrEqual(60);
      }
    }
  });

  it('has the spec button labels', () => {
    expect(headerCopy.requestDemo).toBe('Request a Demo');
    expect(headerCopy.goToDashboard).toBe('Go to Dashboard');
    expect(headerCopy.signIn).toBe('Sign In');
    expect(headerCopy.signInHref).toBe('/login');
    expect(headerCopy.mobileDemoTarget).toBe('#contact');
    expect(TRACKED_SECTION_IDS).toEqual(['platform', 'solutions', 'contact']);
  });
});

describe('footer', () => {
  it('has the Solutions, Platform, Company and Resources columns', () => {
    expect(footerColumns.map((column) => column.title)).toEqual(['Solutions', 'Platform', 'Company', 'Resources']);
    const company = footerColumns.find((column) => column.title === 'Company');
    expect(company?.links.map((link) => link.href)).toEqual([
      '/company/about',
      '/company/blog',
      '/company/careers',
      '/company/contact',
    ]);
  });

  it('links the three legal pages', () => {
    expect(legalLinks).toEqual([
      { label: 'Privacy Policy', href: '/legal/privacy' },
      { label: 'Terms of Service', href: '/legal/terms' },
      { label: 'Cookie Policy', href: '/legal/cookies' },
    ]);
  });

  it('prints the year it is given', () => {
    expect(copyrightLine(2031)).toBe('© 2031 LXERA. All rights reserved.');
  });
});
