import { describe, expect, it } from 'vitest';
import type { PageEditorData } from '../api/get-page-editor.ts';
import { newSection } from '../document/new-section.ts';
import { editedPageOf, pageBrandOf, renderPreview } from './render-preview.ts';

const COLORS = { primary_color: null, secondary_color: null, tertiary_color: null, quaternary_color: null };

const data = (content: unknown): PageEditorData => ({
  page: {
    id: 'd4a3f6e5-0000-4000-8000-000000000002',
    name: 'Fitting days',
    content: content as PageEditorData['page']['content'],
    html: null,
    template: 'bistro',
    mood: 'bold',
    updated_at: '2026-11-21T10:00:00.123456+00:00',
    ...COLORS,
    tertiary_color: '#aa3300',
    client: { name: 'Bluebird Bikes', website: 'https://bluebird.example', logo_path: null, ...COLORS },
  },
  workspace: {
    id: 'b2e1d4c3-0000-4000-8000-000000000001',
    name: 'Harbor & Pine Studio',
    website: null,
    industry: null,
    country: 'US',
    locale: 'es',
    logo_path: 'b2e1d4c3-0000-4000-8000-000000000001/logo.png',
    ...COLORS,
    primary_color: '#fafafa',
    contact_street: '12 Dock St',
    contact_city: 'Austin',
    contact_region: 'TX',
    contact_zip: '78701',
    contact_country: 'US',
  },
});

const DOCUMENT = {
  version: 1,
  template: 'bistro',
  seo: { title: 'Fitting days', description: 'Free fittings.' },
  sections: [newSection('hero', 'es'), newSection('leadForm', 'es'), newSection('footer', 'es')],
};

describe('the editor preview', () => {
  it('opens the saved document with the page’s colours, falling back per colour', () => {
    const page = editedPageOf(data(DOCUMENT));
    expect(page?.document.template).toBe('bistro');
    expect(page?.mood).toBe('bold');
    expect(page?.palette).toMatchObject({ primary: '#fafafa', tertiary: '#aa3300' });
    expect(editedPageOf(data(null))).toBeNull();
    expect(editedPageOf(data({}))).toBeNull();
  });

  it('renders with the public template code, in the workspace’s language, for the client', () => {
    const brand = pageBrandOf(data(DOCUMENT), 'http://127.0.0.1:54321');
    expect(brand.sender.organizationName).toBe('Bluebird Bikes');
    // A client's page never carries the agency's logo; the agency's address stays the legal one.
    expect(brand.sender.logoUrl).toBeNull();
    expect(brand.sender.postalAddress).toBe('12 Dock St, Austin, TX 78701, Estados Unidos');
    const page = editedPageOf(data(DOCUMENT));
    if (!page) throw new Error('no page');
    const html = renderPreview(page, brand);
    expect(html).toContain('<html lang="es">');
    expect(html).toContain('class="t-bistro s-page"');
    expect(html).toContain('data-section-index="0"');
    expect(html).toContain('action="http://127.0.0.1:54321/functions/v1/submit-lead"');
    expect(html).toContain('Di lo que ofreces en una frase clara');
    expect(html).not.toContain('<script');
  });
});
