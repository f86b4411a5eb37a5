// /legal/terms: terms of service for the LXERA platform and website.
import { routeMeta } from '../routes';
import { CONTACT_EMAILS } from '../site';
import type { PageContent, RichTextSection } from '../types';
import { lastUpdatedNote, pageHero } from './shared-sections';

/** ISO date of the current version. */
export const TERMS_LAST_UPDATED = '2026-10-01';

function clause(id: string, title: string, paragraphs: readonly string[], list?: readonly string[]): RichTextSection {
  return {
    type: 'rich-text',
    id,
    title,
    blocks: [
      ...paragraphs.map((text) => ({ kind: 'paragraph' as const, text })),
      ...(list ? [{ kind: 'list' as const, items: list }] : []),
    ],
  };
}

export const termsPage: PageContent = {
  meta: routeMeta('/legal/terms'),
  sections: [
    pageHero({
      eyebrow: 'Legal',
      title: 'Terms of Service',
      subtitle: 'The terms that govern access to and use of the LXERA platform and website.',
      note: lastUpdatedNote(TERMS_LAST_UPDATED),
    }),
    clause('agreement', '1. Agreement to these terms', [
      'These Terms of Service (the “Terms”) form an agreement between LXERA (“LXERA”, “we”, “us”) and the organization that accepts them or signs an order form referencing them (the “Customer”, “you”). If you accept these Terms on behalf of an organization, you confirm that you have authority to bind it.',
      "If the Customer has signed a separate written agreement with LXERA for the Services, that agreement prevails over these Terms where they conflict. Individuals who use the Services through a Customer's account do so under the Customer's agreement and our Acceptable Use rules below.",
    ]),
    clause('definitions', '2. Definitions', [], [
      '“Services” means the LXERA learning and innovation experience platform, including its AI features, mobile experience, integrations and related support.',
      '“Order Form” means an order, online sign-up or plan selection that specifies the plan, number of learners, term and fees.',
      '“Authorized User” means an employee, contractor or other person the Customer allows to use the Services, such as company admins, mentors and learners.',
      '“Customer Data” means data submitted to the Services by or for the Customer, including employee records, skills data, content, ideas and messages.',
      '“Early Access” means free or pre-release access to the Services, including beta features identified as such.',
    ]),
    clause('accounts', '3. Accounts and access', [
      'The Customer is responsible for its Authorized Users, for the accuracy of the information they provide and for all activity under its accounts. Company admins decide who receives access and which role they hold.',
      'Authorized Users must keep sign-in links, one-time codes and passwords confidential and tell us promptly at ' +
        CONTACT_EMAILS.security +
        ' if they suspect unauthorized access.',
    ]),
    clause('early-access', '4. Early Access and beta features', [
      "Early Access is provided free of charge for evaluation, “as is” and without service-level commitments. Features may change, be limited or be withdrawn. We will give at least 30 days' notice before Early Access for a Customer ends, and the Customer may then choose a paid plan or export its Customer Data.",
    ]),
    clause('fees', '5. Subscriptions, fees and payment', [
      'Paid plans are priced per learner for the term in the Order Form and are billed monthly or annually in advance. Fees are exclusive of taxes, which the Customer pays except for taxes on our income.',
      "Invoices are due within 30 days of issue unless the Order Form says otherwise. We may suspend the Services after written notice if undisputed fees are more than 30 days overdue. Fee changes apply from the next renewal, with at least 60 days' notice.",
      'Additional learners added during a term are charged pro rata for the rest of that term. Fees are non-refundable except where these Terms or the law provide otherwise.',
    ]),
    clause(
      'acceptable-use',
      '6. Acceptable use',
      ['The Customer and its Authorized Users must not:'],
      [
        'use the Services in violation of law or the rights of others, including privacy and intellectual property rights;',
        'upload malicious code or content that is unlawful, harassing, discriminatory or infringing;',
        "attempt to gain unauthorized access to the Services, other customers' data or our systems, or probe them for vulnerabilities without our written permission;",
        'use the Services or AI features to make decisions with legal or similarly significant effects on individuals without meaningful human review;',
        'resell, sublicense or provide the Services to third parties other than Authorized Users, or use them to build a competing product;',
        'exceed rate limits or use automated means to access the Services other than through our documented APIs.',
      ],
    ),
    clause('customer-data', '7. Customer Data and privacy', [
      'The Customer owns Customer Data. The Customer grants LXERA a limited right to host, process and display Customer Data only to provide, secure and support the Services and as the Customer instructs. We do not use Customer Data to train AI models for other customers.',
      'Our Data Processing Agreement forms part of these Terms and governs our processing of personal data in Customer Data. Our Privacy Policy describes how we handle personal information for which we are controller.',
      'The Customer may export Customer Data at any time during the term. After termination we will delete Customer Data within 30 days, unless the law requires us to keep it, and from backups on their normal rolling cycle.',
    ]),
    clause('ai-content', '8. AI-generated content', [
      'AI features generate suggestions, course drafts and answers that may be inaccurate or incomplete. The Customer is responsible for reviewing AI-generated content before publishing it to learners or relying on it, particularly for safety, legal or regulatory topics.',
      'As between the parties, the Customer owns content generated for it through the Services, subject to our rights in the Services and to any third-party rights in material the Customer provides.',
    ]),
    clause('intellectual-property', '9. Our intellectual property', [
      'LXERA and its licensors own the Services, including software, designs, the starter skills taxonomy, documentation and trademarks. Except for the rights expressly granted in these Terms, no rights are transferred to the Customer.',
      'If you send us feedback or suggestions, we may use them without obligation to you.',
    ]),
    clause('third-party', '10. Integrations and third-party services', [
      'The Services can connect to third-party products chosen by the Customer, such as HR, chat, calendar, project and identity systems. Use of those products is governed by their own terms, and we are not responsible for them. By enabling an integration, the Customer instructs us to exchange the relevant data with that product.',
    ]),
    clause('confidentiality', '11. Confidentiality', [
      "Each party will protect the other's confidential information with at least reasonable care, use it only to perform under these Terms, and disclose it only to people who need to know it and are bound by similar obligations, or where the law requires.",
    ]),
    clause('warranties', '12. Warranties and disclaimers', [
      "We warrant that paid Services will perform materially as described in our documentation and that we will not materially decrease their security during a term. If they do not, the Customer's remedy is for us to fix the issue or, if we cannot within a reasonable time, to terminate the affected Services and receive a refund of prepaid fees for the remaining term.",
      'Except as expressly stated, the Services are provided “as is” and we disclaim all other warranties, including implied warranties of merchantability, fitness for a particular purpose and non-infringement, to the extent the law allows.',
    ]),
    clause('liability', '13. Limitation of liability', [
      'Neither party is liable for indirect, incidental, special, consequential or punitive damages, or for lost profits, revenue or goodwill, even if advised of their possibility.',
      "Each party's total liability arising from these Terms is limited to the fees paid and payable by the Customer in the 12 months before the event giving rise to the claim; for Early Access, to one hundred US dollars. These limits do not apply to the Customer's payment obligations, a party's indemnification obligations, or liability that cannot be limited by law.",
    ]),
    clause('indemnification', '14. Indemnification', [
      'We will defend the Customer against third-party claims that the Services infringe their intellectual property rights and pay resulting damages finally awarded. The Customer will defend us against third-party claims arising from Customer Data or from use of the Services in breach of these Terms. The indemnified party must notify the other promptly and allow it to control the defense.',
    ]),
    clause('term', '15. Term and termination', [
      'These Terms apply for as long as the Customer uses the Services. Subscriptions renew for the same term unless either party gives notice of non-renewal at least 30 days before the end of the term.',
      'Either party may terminate for material breach that remains uncured 30 days after written notice. Sections that by their nature should survive termination, including those on fees owed, confidentiality, disclaimers, liability and indemnification, survive.',
    ]),
    clause('changes', '16. Changes to the Services and these Terms', [
      'We continuously improve the Services and may change them, provided that we do not materially reduce the core functionality of a paid plan during a term. We may update these Terms by posting a new version here; material changes take effect at the next renewal or 30 days after notice, whichever is later.',
    ]),
    clause('law', '17. Governing law and disputes', [
      'These Terms are governed by the law stated in the Order Form or, if none is stated, the law of the country where the LXERA entity that contracts with the Customer is established, excluding its conflict-of-laws rules. The courts of that place have exclusive jurisdiction, except that either party may seek urgent injunctive relief in any competent court.',
    ]),
    clause('general', '18. General', [
      "Neither party may assign these Terms without the other's consent, except to a successor in a merger or sale of substantially all relevant assets. Neither party is liable for delays caused by events beyond its reasonable control. Notices must be in writing and may be sent by email to the addresses the parties designate. These Terms, the Order Form and the documents they reference are the entire agreement on their subject.",
    ]),
    clause('contact', '19. Contact', [`Questions about these Terms can be sent to ${CONTACT_EMAILS.legal}.`]),
  ],
};
