// /legal/cookies: cookies and browser storage, by category, and how consent works.
import { routeMeta } from '../routes';
import { CONTACT_EMAILS } from '../site';
import type { PageContent } from '../types';
import { lastUpdatedNote, pageHero } from './shared-sections';

/** ISO date of the current version. */
export const COOKIES_LAST_UPDATED = '2026-10-01';

export const cookiePolicyPage: PageContent = {
  meta: routeMeta('/legal/cookies'),
  sections: [
    pageHero({
      eyebrow: 'Legal',
      title: 'Cookie Policy',
      subtitle: 'Which cookies and browser storage LXERA uses, why we use them, and how you stay in control.',
      note: lastUpdatedNote(COOKIES_LAST_UPDATED),
    }),
    {
      type: 'rich-text',
      id: 'what-are-cookies',
      title: '1. What cookies and similar technologies are',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Cookies are small text files that a website stores in your browser. Similar technologies, such as local storage and session storage, let a website keep information in your browser without sending it with every request. In this policy, “cookies” covers all of them.',
        },
        {
          kind: 'paragraph',
          text: 'Some cookies are set by LXERA (first-party cookies); others are set by services we use (third-party cookies). Session cookies disappear when you close your browser; persistent cookies remain until they expire or you delete them.',
        },
      ],
    },
    {
      type: 'rich-text',
      id: 'consent',
      title: '2. How we ask for consent',
      blocks: [
        {
          kind: 'paragraph',
          text: 'When you first visit our Website, a cookie banner asks whether you accept optional cookies. Strictly necessary storage works without consent because the Website or the Services cannot function without it.',
        },
        {
          kind: 'callout',
          text: 'Our analytics, heatmap and session-recording tools only load after you accept them in the cookie banner. If you decline or simply ignore the banner, their scripts are never loaded and they set no cookies.',
        },
        {
          kind: 'paragraph',
          text: 'We also treat a Global Privacy Control signal from your browser as a decision to decline optional cookies. We do not use advertising or cross-site tracking cookies.',
        },
      ],
    },
    {
      type: 'table',
      id: 'categories',
      title: '3. Categories of cookies we use',
      caption: 'Cookie categories, their purpose, typical duration and whether consent is needed',
      columns: ['Category', 'Purpose', 'Examples', 'Duration', 'Consent'],
      rows: [
        [
          'Strictly necessary',
          'Keep you signed in, protect the Services and remember your cookie choice',
          'Sign-in session, early-access verification, cookie consent record',
          'Session to 12 months',
          'Not required',
        ],
        [
          'Preferences',
          'Remember choices you make, such as light or dark theme',
          'Theme preference, recently viewed sections of the Website',
          'Until you clear them',
          'Not required (set when you make the choice)',
        ],
        [
          'Analytics',
          'Count visits and understand which pages are useful, in aggregate',
          'Visitor and session identifiers set by our web analytics provider',
          'Up to 13 months',
          'Required',
        ],
        [
          'Heatmaps',
          'Show where visitors click and how far they scroll, in aggregate',
          'Identifiers set by our heatmap provider',
          'Up to 12 months',
          'Required',
        ],
        [
          'Session recording',
          'Replay anonymized visits to find usability problems; text you type into forms is masked',
          'Identifiers set by our session-recording provider',
          'Up to 12 months',
          'Required',
        ],
      ],
    },
    {
      type: 'table',
      id: 'storage',
      title: '4. Browser storage set by LXERA',
      caption: 'First-party storage used by the LXERA website and app',
      columns: ['Item', 'Purpose', 'Type', 'Duration'],
      rows: [
        ['Authentication session', 'Keeps you signed in to the Services and refreshes your session', 'Local storage', 'Until you sign out'],
        ['earlyAccessToken, earlyAccessEmail', 'Remember that you verified your early-access email with a one-time code', 'Local storage', 'Until you sign out or clear storage'],
        ['Theme preference', 'Remembers light or dark theme; by default we follow your system setting', 'Local storage', 'Until you clear it'],
        ['Cookie consent', 'Remembers whether you accepted or declined optional cookies', 'Local storage', '12 months'],
        ['Recently viewed sections', 'Lets the navigation suggest sections you looked at recently', 'Session storage', 'Until you close the tab'],
      ],
    },
    {
      type: 'rich-text',
      id: 'third-party-embeds',
      title: '5. Embedded third-party services',
      blocks: [
        {
          kind: 'paragraph',
          text: "When you request a demo and reach the scheduling step, we load our scheduling provider's widget so you can pick a time. The provider may set its own strictly necessary cookies to run the booking; it receives the details you entered so you do not have to type them again. The widget is not loaded until you reach that step.",
        },
        {
          kind: 'paragraph',
          text: "Demo videos are served as plain video files from our storage provider and set no cookies. If a video is hosted on a video website, that site's player loads only when you open the video.",
        },
      ],
    },
    {
      type: 'rich-text',
      id: 'managing',
      title: '6. Managing your choices',
      blocks: [
        {
          kind: 'list',
          items: [
            'Use Cookie Settings in the Website footer to change your choice at any time. Withdrawing consent stops optional tools from loading on your next page view, and we delete the cookies they set where the browser allows.',
            'Your browser settings let you block or delete cookies. Blocking strictly necessary storage will stop sign-in from working.',
            'Most browsers offer private browsing modes that discard cookies when you close the window.',
          ],
        },
      ],
    },
    {
      type: 'rich-text',
      id: 'changes',
      title: '7. Changes and contact',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We will update this policy when we change the cookies we use, and ask for your consent again when we add a new optional tool. For more about how we handle personal information, read our Privacy Policy.',
        },
        { kind: 'paragraph', text: `Questions about cookies can be sent to ${CONTACT_EMAILS.privacy}.` },
      ],
    },
  ],
};
