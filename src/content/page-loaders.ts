// Lazy loaders for every public page except the landing page, keyed by path.
// Dynamic imports keep each page's copy in its own chunk, off the first load of '/'.
import type { PublicPath } from './routes';
import type { PageContent } from './types';

export type ContentPath = Exclude<PublicPath, '/'>;

export const PAGE_LOADERS: Record<ContentPath, () => Promise<PageContent>> = {
  '/pricing': () => import('./pages/pricing').then((m) => m.pricingPage),
  '/solutions': () => import('./pages/solutions').then((m) => m.solutionsOverviewPage),
  '/solutions/ai-personalized-learning': () => import('./pages/solutions').then((m) => m.aiPersonalizedLearningPage),
  '/solutions/workforce-reskilling-upskilling': () => import('./pages/solutions').then((m) => m.workforceReskillingPage),
  '/solutions/ai-gamification-motivation': () => import('./pages/solutions').then((m) => m.aiGamificationPage),
  '/solutions/citizen-led-innovation': () => import('./pages/solutions').then((m) => m.citizenLedInnovationPage),
  '/solutions/learning-analytics-engagement': () => import('./pages/solutions').then((m) => m.learningAnalyticsPage),
  '/solutions/ai-mentorship-support': () => import('./pages/solutions').then((m) => m.aiMentorshipPage),
  '/solutions/enterprise-innovation-enablement': () => import('./pages/solutions').then((m) => m.enterpriseInnovationPage),
  '/solutions/scalable-learning-support': () => import('./pages/solutions').then((m) => m.scalableLearningSupportPage),
  '/platform': () => import('./pages/platform').then((m) => m.platformOverviewPage),
  '/platform/how-it-works': () => import('./pages/platform').then((m) => m.howItWorksPage),
  '/platform/ai-engine': () => import('./pages/platform').then((m) => m.aiEnginePage),
  '/platform/engagement-insights': () => import('./pages/platform').then((m) => m.engagementInsightsPage),
  '/platform/innovation-hub': () => import('./pages/platform').then((m) => m.innovationHubPage),
  '/platform/mentorship-support': () => import('./pages/platform').then((m) => m.mentorshipSupportPage),
  '/platform/security-privacy': () => import('./pages/platform').then((m) => m.securityPrivacyPage),
  '/platform/integrations': () => import('./pages/platform').then((m) => m.integrationsPage),
  '/resources': () => import('./pages/resources').then((m) => m.resourcesOverviewPage),
  '/resources/blog': () => import('./pages/blog').then((m) => m.resourcesBlogPage),
  '/resources/success-stories': () => import('./pages/success-stories').then((m) => m.successStoriesPage),
  '/resources/product-tour': () => import('./pages/product-tour').then((m) => m.productTourPage),
  '/resources/glossary': () => import('./pages/glossary').then((m) => m.glossaryPage),
  '/company/about': () => import('./pages/about').then((m) => m.aboutPage),
  '/company/blog': () => import('./pages/company-blog').then((m) => m.companyBlogPage),
  '/company/careers': () => import('./pages/careers').then((m) => m.careersPage),
  '/company/contact': () => import('./pages/contact').then((m) => m.contactPage),
  '/legal/privacy': () => import('./pages/legal-privacy').then((m) => m.privacyPage),
  '/legal/terms': () => import('./pages/legal-terms').then((m) => m.termsPage),
  '/legal/cookies': () => import('./pages/legal-cookies').then((m) => m.cookiePolicyPage),
};

/** The page content for a path (aliases such as /privacy resolved by the caller via findPublicRoute). */
export function loadPage(path: ContentPath): Promise<PageContent> {
  return PAGE_LOADERS[path]();
}
