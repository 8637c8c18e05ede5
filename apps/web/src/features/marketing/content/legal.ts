import { companyEmails } from './company';

export type LegalSection = { id: string; title: string; paragraphs: string[] };
export type LegalDocument = { title: string; intro: string; sections: LegalSection[] };

export const termsOfService: LegalDocument = {
  title: 'Terms of Service',
  intro:
    'These terms govern your use of Statehouse, the legislative intelligence service provided by Statehouse, Inc. ("Statehouse", "we"). By creating an account or using the service you agree to them on behalf of yourself and the organization you represent.',
  sections: [
    {
      id: 'service',
      title: '1. The service',
      paragraphs: [
        'Statehouse provides access to public legislative and regulatory information (bills, votes, hearings, statutes, regulations, legislators, lobbying and campaign finance records) together with tools to search, track, analyze, report on and collaborate around that information.',
        'Public records come from legislatures, agencies and other official sources. We work to keep them complete and current, but sources change without notice and we cannot guarantee that every record is accurate or timely. Always confirm time-critical information with the official source.',
      ],
    },
    {
      id: 'accounts',
      title: '2. Accounts and users',
      paragraphs: [
        'Each user signs in with their own username and password and must keep them confidential. Account administrators manage members, roles, seats and invitations and are responsible for the people they invite, including analysts, lobbyists and guests.',
        'You must give accurate information when you register and keep it up to date. You may not share a login between people or use the service to build a competing product.',
      ],
    },
    {
      id: 'subscriptions',
      title: '3. Plans, seats and payment',
      paragraphs: [
        'Plans include a number of full-user seats and the features described in your order. Fees are billed in advance for the subscription term and are non-refundable except where the law requires otherwise or your order says so.',
        'We may change prices for renewal terms with at least 30 days’ notice.',
      ],
    },
    {
      id: 'your-content',
      title: '4. Your content',
      paragraphs: [
        'Tags, positions, notes, remarks, tasks, reports and files you add ("your content") belong to you. You give us the rights needed to host, process and display your content to the people you share it with, and to run the features you use, such as AI reports.',
        'We do not sell your content and do not use it to train AI models offered to other customers.',
      ],
    },
    {
      id: 'ai',
      title: '5. AI features',
      paragraphs: [
        'AI chat, AI reports, comparisons and summaries are generated automatically and may contain errors. They are drafts to support your judgment, not legal advice. Review cited sources before relying on them.',
      ],
    },
    {
      id: 'acceptable-use',
      title: '6. Acceptable use',
      paragraphs: [
        'Do not misuse the service: no attempts to break security, scrape the service in bulk, overload it, upload malware, or use it to harass anyone, including legislators and their staff. Clips and transcripts of public proceedings may be shared, but not edited to misrepresent what was said.',
      ],
    },
    {
      id: 'availability',
      title: '7. Availability and support',
      paragraphs: [
        'We aim for the service to be available around the clock and schedule maintenance outside legislative business hours where we can. Support is available by email on business days, with extended hours during legislative sessions for paid plans.',
      ],
    },
    {
      id: 'termination',
      title: '8. Ending the agreement',
      paragraphs: [
        'You may stop using the service at any time. We may suspend or end access for material breach of these terms after notice where practical. After termination you may export your content for 30 days, after which we delete it as described in our Privacy Policy.',
      ],
    },
    {
      id: 'liability',
      title: '9. Warranties and liability',
      paragraphs: [
        'The service is provided "as is". To the extent the law allows, we disclaim implied warranties, and our total liability for any claim is limited to the fees you paid in the 12 months before the claim. Neither party is liable for indirect or consequential damages.',
      ],
    },
    {
      id: 'changes',
      title: '10. Changes and contact',
      paragraphs: [
        'We may update these terms and will give notice of material changes by email or in the app at least 30 days before they take effect.',
        `Questions about these terms: ${companyEmails.legal}.`,
      ],
    },
  ],
};

export const privacyPolicy: LegalDocument = {
  title: 'Privacy Policy',
  intro:
    'This policy explains what personal information Statehouse, Inc. collects when you visit our website or use the Statehouse service, how we use it, and the choices you have.',
  sections: [
    {
      id: 'collect',
      title: '1. Information we collect',
      paragraphs: [
        'Account information: your name, username, email address, organization, role, and the states, subjects and keywords you choose. Passwords are stored only as salted hashes.',
        'Content you add: tags, positions, notes, tasks, files and reports.',
        'Requests from our website: when you subscribe to the newsletter, book a demo or invite a colleague, we store the details you enter (for example your email address, organization and message).',
        'Usage information: pages and features used, device and browser type, and IP address, kept in server logs for security and troubleshooting.',
      ],
    },
    {
      id: 'public-records',
      title: '2. Public records',
      paragraphs: [
        'The service contains public records about legislators, staff, lobbyists and campaign contributors as published by official sources. We process them because making public legislative information accessible is the purpose of the service. To correct a record, contact the official source; we update from it.',
      ],
    },
    {
      id: 'use',
      title: '3. How we use information',
      paragraphs: [
        'To provide and secure the service, send the alerts and reports you ask for, answer demo requests and support questions, send the newsletter to subscribers, and improve the product. We do not sell personal information and do not use customer content to train AI models offered to others.',
      ],
    },
    {
      id: 'cookies',
      title: '4. Cookies and embedded video',
      paragraphs: [
        'We use one essential cookie to keep you signed in and store your theme choice in your browser. We do not use advertising cookies.',
        'Our product tour video is served from youtube-nocookie.com and loads only when you press play; YouTube’s privacy policy applies from that moment.',
      ],
    },
    {
      id: 'sharing',
      title: '5. Sharing',
      paragraphs: [
        'We share information with service providers who host the service, deliver email and SMS, and process payments, under contracts that limit their use of it; with the members of your account, according to your roles; and when the law requires it.',
      ],
    },
    {
      id: 'retention',
      title: '6. Retention',
      paragraphs: [
        'Account content is kept while your account is active and deleted within 60 days after it ends (after the 30-day export window). Newsletter addresses are kept until you unsubscribe. Demo requests are kept for 24 months.',
      ],
    },
    {
      id: 'security',
      title: '7. Security',
      paragraphs: [
        'Data is encrypted in transit, access is limited to staff who need it, and every account’s data is kept separate from every other account’s. No system is perfectly secure; we will notify affected customers of a breach as the law requires.',
      ],
    },
    {
      id: 'rights',
      title: '8. Your choices and rights',
      paragraphs: [
        'You can update your profile and alert settings in the app, unsubscribe from the newsletter with the link in any issue, and ask us to access, correct, export or delete your personal information. Residents of some states have additional rights under their state privacy laws; we honor them for all users.',
        `Write to ${companyEmails.privacy} and we will answer within 30 days.`,
      ],
    },
    {
      id: 'children',
      title: '9. Children',
      paragraphs: ['Statehouse is a professional service and is not directed to children under 16.'],
    },
    {
      id: 'policy-changes',
      title: '10. Changes',
      paragraphs: [
        'We will post changes to this policy on this page and notify account holders of material changes by email.',
      ],
    },
  ],
};
