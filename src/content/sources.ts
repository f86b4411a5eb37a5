// Source labels attached to leads and tickets, so reports can tell which button brought a visitor.

/** `source` values sent to capture-email (spec §3). */
export const CAPTURE_SOURCES = {
  desktopHero: 'hero_section',
  mobileHero: 'mobile_hero',
  transformationCta: 'cta_section',
} as const;

/** Source labels stored on demo_request tickets ('Hero Section' and 'Video End CTA' come from the spec). */
export const DEMO_SOURCES = {
  hero: 'Hero Section',
  videoEnd: 'Video End CTA',
  transformationCta: 'Transformation CTA',
  navigation: 'Navigation',
  pricing: 'Pricing Page',
  solutions: 'Solutions Page',
  platform: 'Platform Page',
  resources: 'Resources Page',
  productTour: 'Product Tour',
} as const;

/** Source of contact_sales tickets sent from /company/contact. */
export const CONTACT_SALES_SOURCE = 'Contact Page';
