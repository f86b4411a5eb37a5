// Shared shapes for the public-site copy. Everything here is plain data so the
// pages can be prerendered and the components stay free of hard-coded text.
import type { IconName } from './icon-names';

export type { IconName };

/** Per-route SEO data: `title` is the full document title, ready for <title>. */
export interface PageMeta {
  title: string;
  description: string;
  keywords: readonly string[];
  path: string;
  ogImage?: string;
}

/** A plain text link (footer, 404 suggestions, inline actions). */
export interface NavLink {
  label: string;
  href: string;
}

/** A dropdown entry: name plus the one-line description shown under it. */
export interface NavItem {
  name: string;
  description: string;
  href: string;
  icon?: IconName;
}

/** How a dropdown ends: Platform and Solutions link to their overview, Resources shows a tagline. */
export type NavSectionFooter =
  | { kind: 'view-all'; label: string; href: string }
  | { kind: 'tagline'; text: string };

export interface NavSection {
  id: 'platform' | 'solutions' | 'resources';
  label: string;
  /** Overview page of the section, used when the menu label itself is followed. */
  href: string;
  items: readonly NavItem[];
  footer: NavSectionFooter;
}

export type MainNavEntry =
  | { kind: 'menu'; section: NavSection }
  | { kind: 'link'; label: string; href: string };

export interface FooterColumn {
  title: string;
  links: readonly NavLink[];
}

/**
 * What a button does. `demo` opens the demo dialog with a source label,
 * `capture` expands the early-access email capture with a capture source.
 */
export type CtaAction =
  | { kind: 'link'; label: string; href: string }
  | { kind: 'demo'; label: string; source: string }
  | { kind: 'capture'; label: string; source: string };

export interface Stat {
  value: string;
  label: string;
  description?: string;
}

export interface Feature {
  icon: IconName;
  title: string;
  description: string;
  href?: string;
  bullets?: readonly string[];
  stat?: Stat;
}

export interface Step {
  icon: IconName;
  title: string;
  description: string;
  details?: readonly string[];
  stat?: Stat;
}

export interface FaqItem {
  question: string;
  answer: string;
}

export interface Testimonial {
  text: string;
  author: string;
  role: string;
  company: string;
}

/** Long-form text: legal documents, articles, story bodies. */
export type RichBlock =
  | { kind: 'heading'; text: string }
  | { kind: 'paragraph'; text: string }
  | { kind: 'list'; items: readonly string[]; ordered?: boolean }
  | { kind: 'callout'; text: string };

export interface Author {
  name: string;
  role: string;
}

export interface Article {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  author: Author;
  /** ISO date (YYYY-MM-DD). */
  publishedAt: string;
  readingMinutes: number;
  tags: readonly string[];
  body: readonly RichBlock[];
}

export interface CaseStudy {
  slug: string;
  customer: string;
  industry: string;
  headquarters: string;
  companySize: string;
  summary: string;
  challenge: readonly string[];
  solution: readonly string[];
  results: readonly Stat[];
  quote: Testimonial;
  solutionsUsed: readonly NavLink[];
}

export interface GlossaryTerm {
  slug: string;
  term: string;
  definition: string;
  /** Slugs of other glossary terms. */
  related?: readonly string[];
  /** A page of the site that explains the idea in the product. */
  learnMore?: NavLink;
}

export type EmploymentType = 'Full-time' | 'Part-time' | 'Contract' | 'Internship';

export interface JobOpening {
  slug: string;
  title: string;
  team: string;
  location: string;
  type: EmploymentType;
  summary: string;
  responsibilities: readonly string[];
  requirements: readonly string[];
}

export interface PricingPlan {
  id: string;
  name: string;
  tagline: string;
  /** Display price such as '$12' or 'Custom'. */
  price: string;
  /** Text after the price, e.g. 'per learner / month, billed annually'. */
  priceNote: string;
  description: string;
  features: readonly string[];
  cta: CtaAction;
  highlighted?: boolean;
  badge?: string;
}

export interface ComparisonRow {
  feature: string;
  /** One value per plan column: true/false renders as a check or dash, strings as text. */
  values: readonly (boolean | string)[];
}

export interface ComparisonGroup {
  name: string;
  rows: readonly ComparisonRow[];
}

export interface SelectOption {
  value: string;
  label: string;
}

export interface FormFieldCopy {
  label: string;
  placeholder?: string;
  required: boolean;
  hint?: string;
}

export interface ContactFormContent {
  title: string;
  intro: string;
  ticketType: 'contact_sales';
  source: string;
  fields: {
    firstName: FormFieldCopy;
    lastName: FormFieldCopy;
    email: FormFieldCopy;
    company: FormFieldCopy;
    jobTitle: FormFieldCopy;
    phone: FormFieldCopy;
    companySize: FormFieldCopy;
    country: FormFieldCopy;
    budgetRange: FormFieldCopy;
    timeline: FormFieldCopy;
    useCase: FormFieldCopy;
    message: FormFieldCopy;
  };
  budgetRanges: readonly SelectOption[];
  timelines: readonly SelectOption[];
  useCases: readonly SelectOption[];
  privacyNote: { before: string; linkLabel: string; href: string; after: string };
  submitLabel: string;
  submittingLabel: string;
  success: { title: string; description: string };
  missing: { title: string; description: string };
  failure: { title: string; description: string };
}

interface SectionBase {
  /** Anchor id, also used by the in-page table of contents. */
  id?: string;
  eyebrow?: string;
  intro?: string;
}

export interface HeroSection extends SectionBase {
  type: 'hero';
  title: string;
  subtitle: string;
  actions: readonly CtaAction[];
  /** Small line under the actions, e.g. a date or 'No credit card required'. */
  note?: string;
}

export interface FeatureGridSection extends SectionBase {
  type: 'feature-grid';
  title: string;
  columns?: 2 | 3 | 4;
  items: readonly Feature[];
}

export interface StepsSection extends SectionBase {
  type: 'steps';
  title: string;
  steps: readonly Step[];
}

export interface StatsSection extends SectionBase {
  type: 'stats';
  title?: string;
  stats: readonly Stat[];
}

export interface FaqSection extends SectionBase {
  type: 'faq';
  title: string;
  items: readonly FaqItem[];
}

export interface CtaSection extends SectionBase {
  type: 'cta';
  title: string;
  body: string;
  actions: readonly CtaAction[];
  note?: string;
}

export interface RichTextSection extends SectionBase {
  type: 'rich-text';
  title?: string;
  blocks: readonly RichBlock[];
}

export interface TableSection extends SectionBase {
  type: 'table';
  title?: string;
  caption: string;
  columns: readonly string[];
  rows: readonly (readonly string[])[];
}

export interface ComparisonSection extends SectionBase {
  type: 'comparison';
  title: string;
  caption: string;
  /** Plan names, one per value column. */
  columns: readonly string[];
  groups: readonly ComparisonGroup[];
}

export interface QuoteSection extends SectionBase {
  type: 'quote';
  quote: Testimonial;
}

export interface PricingPlansSection extends SectionBase {
  type: 'pricing-plans';
  title: string;
  plans: readonly PricingPlan[];
  note?: string;
}

export interface ArticleListSection extends SectionBase {
  type: 'article-list';
  title: string;
  articles: readonly Article[];
}

export interface CaseStudiesSection extends SectionBase {
  type: 'case-studies';
  title: string;
  stories: readonly CaseStudy[];
}

export interface GlossarySection extends SectionBase {
  type: 'glossary';
  title: string;
  terms: readonly GlossaryTerm[];
}

export interface JobOpeningsSection extends SectionBase {
  type: 'job-openings';
  title: string;
  roles: readonly JobOpening[];
  /** Shown under the list: how to apply when no role fits. */
  note: string;
}

export interface ContactFormSection extends SectionBase {
  type: 'contact-form';
  form: ContactFormContent;
}

export type PageSection =
  | HeroSection
  | FeatureGridSection
  | StepsSection
  | StatsSection
  | FaqSection
  | CtaSection
  | RichTextSection
  | TableSection
  | ComparisonSection
  | QuoteSection
  | PricingPlansSection
  | ArticleListSection
  | CaseStudiesSection
  | GlossarySection
  | JobOpeningsSection
  | ContactFormSection;

export type PageSectionType = PageSection['type'];

/** A public page: its meta (from routes.ts) and the sections rendered in order; the first is the hero with the page's h1. */
export interface PageContent {
  meta: PageMeta;
  sections: readonly PageSection[];
}
