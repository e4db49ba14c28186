import type { LegalDocument } from './legal-document.ts';

export const legalDocumentEn: LegalDocument = {
  updated: 'November 21, 2026',
  sections: [
    {
      id: 'legal-notice',
      title: 'Legal notice',
      intro:
        'Pitchcraft is an online service for creating email campaigns and landing pages with AI. The operator who runs this installation completes the identification below before taking payments; until then it names what the law asks them to publish.',
      parts: [
        {
          heading: 'Who operates Pitchcraft',
          paragraphs: ['To be completed by the operator of this installation:'],
          list: [
            'Legal name of the company or person operating the service',
            'Registered address',
            'Company registration number and the register it is filed in',
            'VAT or tax identification number',
            'Contact email address for legal and privacy requests',
          ],
        },
        {
          heading: 'Contact',
          paragraphs: [
            'Questions about the service, your account or these texts: use the contact form on this page and we will answer by email.',
          ],
        },
      ],
    },
    {
      id: 'privacy',
      title: 'Privacy policy',
      intro:
        'This policy says what Pitchcraft collects, why, who processes it for us, how long we keep it and what you can ask of us.',
      parts: [
        {
          heading: 'What we collect',
          paragraphs: [],
          list: [
            'Account data: your email address, your name if you give it, and your password, which is stored only as a secure hash.',
            'Workspace data: the names, websites, contact and sender details, colours and logos of your workspaces and clients, and the campaigns, pages, attachments and versions you create.',
            'Recipients: the email addresses you upload to send a campaign, and what happens to each message (sent, delivered, opened, clicked, bounced, complaints, unsubscribes).',
            'Leads: what visitors of your landing pages enter in their forms (first name, last name, email, phone), with the page and the date.',
            'Contact requests and the waitlist: the name, email, phone and language you give in our forms.',
            'Payments: the package or plan bought and its status. Card details go straight to Stripe; we never see or store them.',
            'Live demo: the prompt is used to write the demo and is not stored; only a counter per visitor is kept for an hour to limit abuse.',
            'Visits to landing pages: for each view and each form started, only the time and where the visitor came from (a campaign tag or the referring site). So that one visitor cannot inflate the figures, a counter is kept under a one-way code derived from their network address (never the address itself), for a day at most.',
          ],
        },
        {
          heading: 'Why we use it',
          paragraphs: [
            'To provide the service you asked for (the contract with you): your account, your workspaces, generation, sending, pages and payments. To answer contact requests and tell waitlist members about the product (your consent, which you can withdraw at any time). To keep the service secure and prevent abuse (our legitimate interest).',
            'For recipients and leads, the workspace that uploads or collects them decides why and how they are used, and is responsible for having a lawful basis; Pitchcraft processes them on its behalf.',
          ],
        },
        {
          heading: 'Cookies and local storage',
          paragraphs: [
            'Pitchcraft uses no advertising or analytics cookies. It keeps only what it needs to work: a cookie with your language choice, your sign-in session in the browser’s storage, a few interface preferences (such as the side bar folded or open), and, for the live demo, a random visitor number and the prompt you chose to keep.',
          ],
        },
        {
          heading: 'Who processes data for us',
          paragraphs: [],
          list: [
            'Supabase: hosting, database, sign-in and file storage.',
            'Stripe: payments.',
            'Resend: email delivery and delivery events.',
            'The AI provider configured for generation (for example OpenAI): receives the brief or prompt to write content, not your recipients or leads.',
          ],
        },
        {
          heading: 'How long we keep it',
          paragraphs: [
            'Account and workspace data: while your account exists, and deleted within 30 days after you close it, except what the law requires us to keep (such as invoices). Contact requests and the waitlist: until you ask us to remove you, or two years after your last contact.',
          ],
        },
        {
          heading: 'Your rights',
          paragraphs: [
            'You can ask to see, correct, export or delete your data, and object to or restrict its use, through the contact form on this page. You may also complain to your data protection authority. Recipients and leads should first ask the workspace that contacted them; every email includes an unsubscribe link.',
          ],
        },
      ],
    },
    {
      id: 'terms',
      title: 'Terms of use',
      intro: 'By creating an account or using Pitchcraft you accept these terms.',
      parts: [
        {
          heading: 'The service',
          paragraphs: [
            'Pitchcraft lets you create email campaigns and landing pages with AI, edit them, upload recipient lists, send campaigns, publish pages and collect leads, in workspaces you share with your team.',
          ],
        },
        {
          heading: 'Your account',
          paragraphs: [
            'Keep your password secret and your details correct. You are responsible for what is done in your workspaces. Workspace owners decide who is a member.',
          ],
        },
        {
          heading: 'Acceptable use',
          paragraphs: [
            'Send only to people who agreed to hear from you, and follow the anti-spam and privacy laws that apply to you and your recipients. Do not send or publish unlawful, misleading or harmful content, or try to break or overload the service. We may suspend sending or pages that break these rules.',
          ],
        },
        {
          heading: 'Your content and AI',
          paragraphs: [
            'What you create and upload stays yours; you give us only the rights we need to store, render and send it for you. AI can make mistakes: read what it writes before you send or publish it.',
          ],
        },
        {
          heading: 'Payments',
          paragraphs: [
            'Campaign packages are paid once per campaign and allow sending to the number of recipients bought; they are not a subscription. Webpage plans are monthly subscriptions that keep a page live; you can cancel anytime and the page stays live until the end of the paid month. Prices are shown before you pay, and Stripe processes payments.',
          ],
        },
        {
          heading: 'Availability and liability',
          paragraphs: [
            'We work to keep Pitchcraft available and your data safe, but the service is provided as it is. As far as the law allows, we are not liable for indirect losses, and our liability is limited to what you paid us in the last twelve months.',
          ],
        },
        {
          heading: 'Ending and changes',
          paragraphs: [
            'You can close your account at any time. We may change these terms; we will tell you by email or in the app before important changes take effect. These terms are governed by the law of the country where the operator named in the legal notice is established.',
          ],
        },
      ],
    },
  ],
};
