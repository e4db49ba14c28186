import type { Locale } from '@shared/content/brief.ts';
import type { PageSection, PageSectionType } from '@shared/content/page-document.ts';

export type SectionOf<T extends PageSectionType> = Extract<PageSection, { type: T }>;

/**
 * A new section's starting text. It is page content, written in the page's language (the
 * workspace's, its audience's), not in the editor's: so it lives here rather than in the UI catalog.
 * Every text is a placeholder the user is meant to replace, yet valid as it stands.
 */
const STARTERS: { [L in Locale]: { [T in PageSectionType]: SectionOf<T> } } = {
  en: {
    hero: {
      type: 'hero',
      eyebrow: 'New',
      headline: 'Say what you offer in one clear line',
      subheadline: 'Add a sentence or two on who it is for and why it helps them.',
      ctaLabel: 'Get in touch',
      ctaUrl: '',
      imageUrl: '',
    },
    features: {
      type: 'features',
      heading: 'Why people choose us',
      intro: '',
      items: [
        { title: 'First benefit', body: 'Describe what the customer gets, in their words.' },
        { title: 'Second benefit', body: 'Describe what makes it easier, faster or better.' },
        { title: 'Third benefit', body: 'Describe what they can count on.' },
      ],
    },
    testimonials: {
      type: 'testimonials',
      heading: 'What our customers say',
      items: [
        { quote: 'Replace this with a real quote from a customer.', author: 'Customer name', role: '' },
      ],
    },
    offer: {
      type: 'offer',
      heading: 'Our offer',
      body: 'Explain what is included and what it costs.',
      plans: [{ name: 'Standard', price: '', features: ['What is included'], highlighted: false }],
      ctaLabel: 'Get started',
    },
    menu: {
      type: 'menu',
      heading: 'On the menu',
      intro: '',
      items: [
        { title: 'First item', body: 'What it is, in a few words.', price: '' },
        { title: 'Second item', body: 'What it is, in a few words.', price: '' },
      ],
    },
    appDownload: {
      type: 'appDownload',
      heading: 'Get the app',
      body: '',
      appStoreUrl: '',
      googlePlayUrl: '',
      ctaLabel: 'Send me the download link',
    },
    faq: {
      type: 'faq',
      heading: 'Frequently asked questions',
      items: [{ question: 'A question customers often ask?', answer: 'A short, helpful answer.' }],
    },
    leadForm: {
      type: 'leadForm',
      heading: 'Get in touch',
      body: 'Leave your details and we will contact you soon.',
      submitLabel: 'Send',
      successMessage: 'Thank you! We will be in touch soon.',
      fields: ['firstName', 'lastName', 'email', 'phone'],
      optionalFields: ['phone'],
    },
    footer: { type: 'footer', legal: '' },
  },
  es: {
    hero: {
      type: 'hero',
      eyebrow: 'Novedad',
      headline: 'Di lo que ofreces en una frase clara',
      subheadline: 'Añade una o dos frases sobre a quién va dirigido y cómo le ayuda.',
      ctaLabel: 'Contáctanos',
      ctaUrl: '',
      imageUrl: '',
    },
    features: {
      type: 'features',
      heading: 'Por qué nos eligen',
      intro: '',
      items: [
        { title: 'Primer beneficio', body: 'Describe lo que obtiene el cliente, con sus palabras.' },
        { title: 'Segundo beneficio', body: 'Describe qué lo hace más fácil, rápido o mejor.' },
        { title: 'Tercer beneficio', body: 'Describe con qué puede contar.' },
      ],
    },
    testimonials: {
      type: 'testimonials',
      heading: 'Lo que dicen nuestros clientes',
      items: [
        { quote: 'Reemplaza esto con una cita real de un cliente.', author: 'Nombre del cliente', role: '' },
      ],
    },
    offer: {
      type: 'offer',
      heading: 'Nuestra oferta',
      body: 'Explica qué incluye y cuánto cuesta.',
      plans: [{ name: 'Estándar', price: '', features: ['Lo que incluye'], highlighted: false }],
      ctaLabel: 'Empezar',
    },
    menu: {
      type: 'menu',
      heading: 'En el menú',
      intro: '',
      items: [
        { title: 'Primer platillo o servicio', body: 'Qué es, en pocas palabras.', price: '' },
        { title: 'Segundo platillo o servicio', body: 'Qué es, en pocas palabras.', price: '' },
      ],
    },
    appDownload: {
      type: 'appDownload',
      heading: 'Descarga la app',
      body: '',
      appStoreUrl: '',
      googlePlayUrl: '',
      ctaLabel: 'Quiero el enlace de descarga',
    },
    faq: {
      type: 'faq',
      heading: 'Preguntas frecuentes',
      items: [
        { question: '¿Una pregunta que los clientes hacen a menudo?', answer: 'Una respuesta breve y útil.' },
      ],
    },
    leadForm: {
      type: 'leadForm',
      heading: 'Contáctanos',
      body: 'Déjanos tus datos y te contactaremos pronto.',
      submitLabel: 'Enviar',
      successMessage: '¡Gracias! Te contactaremos pronto.',
      fields: ['firstName', 'lastName', 'email', 'phone'],
      optionalFields: ['phone'],
    },
    footer: { type: 'footer', legal: '' },
  },
};

/** A fresh copy of a section's starting content in the page's language. */
export function newSection(type: PageSectionType, locale: Locale): PageSection {
  return structuredClone(STARTERS[locale === 'es' ? 'es' : 'en'][type]);
}

/** Starting text of the items a section form can add to its lists. */
export type NewItems = {
  feature: SectionOf<'features'>['items'][number];
  testimonial: SectionOf<'testimonials'>['items'][number];
  faq: SectionOf<'faq'>['items'][number];
  plan: SectionOf<'offer'>['plans'][number];
  planFeature: string;
  menuItem: SectionOf<'menu'>['items'][number];
};

const ITEMS: Record<Locale, NewItems> = {
  en: {
    feature: { title: 'New benefit', body: 'Describe this benefit.' },
    testimonial: {
      quote: 'Replace this with a real quote from a customer.',
      author: 'Customer name',
      role: '',
    },
    faq: { question: 'A new question?', answer: 'Its answer.' },
    plan: { name: 'New plan', price: '', features: [], highlighted: false },
    planFeature: 'What is included',
    menuItem: { title: 'New item', body: '', price: '' },
  },
  es: {
    feature: { title: 'Nuevo beneficio', body: 'Describe este beneficio.' },
    testimonial: {
      quote: 'Reemplaza esto con una cita real de un cliente.',
      author: 'Nombre del cliente',
      role: '',
    },
    faq: { question: '¿Una nueva pregunta?', answer: 'Su respuesta.' },
    plan: { name: 'Nuevo plan', price: '', features: [], highlighted: false },
    planFeature: 'Lo que incluye',
    menuItem: { title: 'Nuevo elemento', body: '', price: '' },
  },
};

/** Fresh copies of the list items' starting text in the page's language. */
export const newItems = (locale: Locale): NewItems => structuredClone(ITEMS[locale === 'es' ? 'es' : 'en']);
