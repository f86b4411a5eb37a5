// Copy of the 404 page shown for any unknown path. Not a public route: it must not enter the sitemap.
import { notFoundPopularLinks } from '../navigation';
import { pageTitle } from '../site';
import type { NavLink, PageMeta } from '../types';

export const notFoundMeta: PageMeta = {
  title: pageTitle('Page Not Found'),
  description: 'The page you are looking for does not exist or has moved. Try the LXERA solutions, how it works or pricing pages.',
  keywords: [],
  path: '/404',
};

export const notFoundCopy: {
  code: string;
  title: string;
  body: string;
  backHome: NavLink;
  goBack: string;
  popularHeading: string;
  popularLinks: readonly NavLink[];
} = {
  code: '404',
  title: 'Oops! This page got lost in the cloud',
  body: "The page you are looking for does not exist or has been moved. Let's get you back on track.",
  backHome: { label: 'Back to Home', href: '/' },
  goBack: 'Go Back',
  popularHeading: 'Popular pages',
  popularLinks: notFoundPopularLinks,
};
