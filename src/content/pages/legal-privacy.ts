// /legal/privacy (also served at /privacy, which the demo form links to).
import { routeMeta } from '../routes';
import { CONTACT_EMAILS } from '../site';
import type { PageContent } from '../types';
import { lastUpdatedNote, pageHero } from './shared-sections';

/** ISO date of the current version. */
export const PRIVACY_LAST_UPDATED = '2026-10-01';

export const privacyPage: PageContent = {
  meta: routeMeta('/legal/privacy'),
  sections: [
    pageHero({
      eyebrow: 'Legal',
      title: 'Privacy Policy',
      subtitle:
        'How LXERA collects, uses, shares and protects personal information, and the choices and rights you have.',
      note: lastUpdatedNote(PRIVACY_LAST_UPDATED),
    }),
    {
      type: 'rich-text',
      id: 'who-we-are',
      title: '1. Who we are and what this policy covers',
      blocks: [
        {
          kind: 'paragraph',
          text: 'LXERA (“LXERA”, “we”, “us”) provides an AI-powered learning and innovation experience platform for organizations (the “Services”) and operates the website at lxera.ai (the “Website”). This Privacy Policy explains how we handle personal information about visitors to our Website, people who request a demo, join early access or contact us, and the people who use the Services.',
        },
        {
          kind: 'paragraph',
          text: "For information we collect through the Website and to manage our business relationships, LXERA is the controller. When an organization (our “Customer”) uses the Services for its employees, the Customer is the controller of the personal information it puts into the Services (“Customer Data”) and LXERA processes it on the Customer's behalf as a processor, under a data processing agreement. If you use LXERA through your employer, please also read your employer's privacy notice and direct requests about Customer Data to them first.",
        },
      ],
    },
    {
      type: 'rich-text',
      id: 'information-we-collect',
      title: '2. Information we collect',
      blocks: [
        { kind: 'heading', text: 'Information you give us' },
        {
          kind: 'list',
          items: [
            'Demo requests: first and last name, work email, company, company size, country and, if you choose, job title, phone number and a message.',
            'Early-access sign-up: your email address, and the campaign information (utm_source, utm_medium, utm_campaign) in the link you followed.',
            'Sales enquiries: the details above plus your budget range, timeline and main use case.',
            'Accounts: name, work email, role, company and position, and for admin accounts a password, which we store only as a salted hash.',
            'Feedback and support: the content of bug reports, feature requests and messages, and technical details you include.',
          ],
        },
        { kind: 'heading', text: 'Customer Data processed in the Services' },
        {
          kind: 'paragraph',
          text: 'Depending on how a Customer uses LXERA, Customer Data may include employee names, work email addresses, positions, departments and managers; skills and proficiency levels; courses, progress, quiz results and certificates; points, streaks and badges; ideas, comments and prototypes; and messages with AI agents and mentors.',
        },
        { kind: 'heading', text: 'Information collected automatically' },
        {
          kind: 'paragraph',
          text: 'When you use the Website or the Services, our servers record technical information such as IP address, browser type, device, pages requested, referring page and timestamps, which we use to operate, secure and debug the Services. With your consent only, analytics, heatmap and session-recording tools collect information about how you use the Website; see our Cookie Policy.',
        },
        { kind: 'heading', text: 'Information from third parties' },
        {
          kind: 'list',
          items: [
            'Our scheduling provider, when you book a demo meeting through the scheduler in our demo form.',
            "Your employer's HR, identity and collaboration systems, when your employer connects them to LXERA.",
            'Business contact information from publicly available professional sources, for business-to-business outreach where the law allows it.',
          ],
        },
      ],
    },
    {
      type: 'table',
      id: 'how-we-use',
      title: '3. How we use information and our legal bases',
      caption: 'Purposes of processing and the legal bases we rely on under the GDPR and UK GDPR',
      columns: ['Purpose', 'Information used', 'Legal basis'],
      rows: [
        ['Provide and operate the Services for Customers', 'Account data, Customer Data', 'Performance of our contract with the Customer; we act as processor for Customer Data'],
        ['Respond to demo requests, sales enquiries and early-access sign-ups', 'Contact and company details, messages', 'Steps at your request before a contract; legitimate interests'],
        ['Send sign-in links and one-time codes', 'Email address', 'Performance of a contract'],
        ['Secure the Services and prevent abuse', 'Technical and log data', 'Legitimate interests; legal obligations'],
        ['Improve the Website with analytics, heatmaps and session recordings', 'Usage data collected by those tools', 'Consent, which you can withdraw at any time'],
        ['Send product news and marketing emails', 'Name, email, company', 'Consent or legitimate interests, with an opt-out in every email'],
        ['Comply with law and enforce our agreements', 'Information relevant to the matter', 'Legal obligations; legitimate interests'],
      ],
    },
    {
      type: 'rich-text',
      id: 'ai-features',
      title: '4. AI features',
      blocks: [
        {
          kind: 'paragraph',
          text: "LXERA uses artificial intelligence to analyze skills gaps, generate course drafts, recommend learning and answer learners' questions. To do this, relevant Customer Data is processed by AI models operated by us or by our subprocessors under contracts that prohibit them from using it to train their own models.",
        },
        {
          kind: 'list',
          items: [
            "We do not use one Customer's data to train models that serve other Customers.",
            'AI-generated courses are drafts until a Customer administrator publishes them.',
            "AI features do not make decisions that produce legal or similarly significant effects on individuals; such decisions remain with the Customer's people.",
          ],
        },
      ],
    },
    {
      type: 'rich-text',
      id: 'sharing',
      title: '5. How we share information',
      blocks: [
        { kind: 'paragraph', text: 'We do not sell personal information, and we do not share it for cross-context behavioral advertising. We share it only as follows:' },
        {
          kind: 'list',
          items: [
            'Service providers (subprocessors) that host the Services, deliver email, provide AI models, schedule meetings, provide customer support tools and, with your consent, Website analytics, each bound by contract to use the data only to provide their service to us.',
            'Your employer or the organization that gave you access, for Customer Data and your use of the Services.',
            'Professional advisers, such as lawyers, auditors and insurers, under confidentiality obligations.',
            'Authorities, where required by law or to protect the rights, property or safety of LXERA, our Customers or others.',
            'A buyer or successor in connection with a merger, acquisition or sale of assets, subject to this Policy.',
          ],
        },
        { kind: 'paragraph', text: `A current list of subprocessors is available to Customers on request at ${CONTACT_EMAILS.privacy}.` },
      ],
    },
    {
      type: 'rich-text',
      id: 'international-transfers',
      title: '6. International transfers',
      blocks: [
        {
          kind: 'paragraph',
          text: "We and our service providers may process personal information in countries other than yours. Where we transfer personal information out of the European Economic Area, the United Kingdom or Switzerland, we use safeguards recognized by law, such as the European Commission's Standard Contractual Clauses and the UK International Data Transfer Addendum, together with additional measures where needed.",
        },
      ],
    },
    {
      type: 'rich-text',
      id: 'retention',
      title: '7. How long we keep information',
      blocks: [
        {
          kind: 'list',
          items: [
            'Demo requests, sales enquiries and early-access leads: up to 24 months after our last interaction, unless you become a Customer.',
            "Account data and Customer Data: for the duration of the Customer's subscription and 30 days afterwards, unless the Customer asks us to delete it sooner or the law requires longer.",
            'Server logs: up to 12 months.',
            'Backups: overwritten on a rolling cycle of up to 35 days.',
            'Analytics, heatmap and session-recording data: as described in our Cookie Policy, at most 12 months.',
          ],
        },
      ],
    },
    {
      type: 'rich-text',
      id: 'security',
      title: '8. Security',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We protect personal information with technical and organizational measures appropriate to the risk, including encryption in transit and at rest, role-based access enforced by row-level security in our database, passwordless sign-in for learners, logging of administrative access, and regular testing. No system is perfectly secure; if a breach affects your personal information, we will notify you and the relevant authorities as the law requires.',
        },
      ],
    },
    {
      type: 'rich-text',
      id: 'your-rights',
      title: '9. Your rights and choices',
      blocks: [
        {
          kind: 'paragraph',
          text: 'Depending on where you live, you may have the right to access, correct, delete or receive a copy of your personal information, to restrict or object to certain processing, and to withdraw consent at any time without affecting processing carried out before the withdrawal.',
        },
        {
          kind: 'list',
          items: [
            'EEA, UK and Swiss residents may also lodge a complaint with their local data protection authority.',
            'Residents of California and other US states with privacy laws may request to know, delete or correct personal information, and will not be discriminated against for exercising these rights. We do not sell or share personal information as those laws define it.',
            'You can change your cookie choices at any time through Cookie Settings in the Website footer.',
            'You can unsubscribe from marketing emails using the link in any email.',
          ],
        },
        {
          kind: 'paragraph',
          text: `To exercise your rights, email ${CONTACT_EMAILS.privacy}. We will verify your request and respond within the time the law requires, normally within one month. If your request concerns Customer Data, we will forward it to the relevant Customer and support them in responding.`,
        },
      ],
    },
    {
      type: 'rich-text',
      id: 'children',
      title: '10. Children',
      blocks: [
        {
          kind: 'paragraph',
          text: 'The Website and the Services are intended for businesses and their workforce and are not directed to children under 16. We do not knowingly collect personal information from children. If you believe a child has given us personal information, contact us and we will delete it.',
        },
      ],
    },
    {
      type: 'rich-text',
      id: 'changes',
      title: '11. Changes to this policy',
      blocks: [
        {
          kind: 'paragraph',
          text: 'We may update this Policy as our Services and the law evolve. We will post the new version here with a new “Last updated” date and, for material changes, notify Customers and account holders by email or in the Services before the change takes effect.',
        },
      ],
    },
    {
      type: 'rich-text',
      id: 'contact',
      title: '12. Contact us',
      blocks: [
        {
          kind: 'paragraph',
          text: `Questions about this Policy or our privacy practices can be sent to ${CONTACT_EMAILS.privacy}. Where the law requires it, you can also reach our data protection officer and our representatives in the European Union and the United Kingdom at the same address.`,
        },
      ],
    },
  ],
};
