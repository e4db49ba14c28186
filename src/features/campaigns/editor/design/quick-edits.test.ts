import type { UnlayerDesign } from '@shared/email/unlayer-design.ts';
import { describe, expect, it } from 'vitest';
import { contentAt, designContents } from './design-contents.ts';
import {
  applyQuickEdits,
  fieldId,
  linksInText,
  NO_EDITS,
  type QuickEdits,
  readQuickFields,
} from './quick-edits.ts';
import { editedDesign, generatedDesign } from './test-design.ts';

const edits = (partial: Partial<QuickEdits>): QuickEdits => ({ ...NO_EDITS, ...partial });
const design = () => generatedDesign();
const valuesAt = (d: UnlayerDesign, key: string) => contentAt(d, key)?.values ?? {};
/** The item a test expects to exist; failing loudly when it does not. */
function at<T>(list: T[], index: number): T {
  const item = list[index];
  if (item === undefined) throw new Error(`no item ${index} in a list of ${list.length}`);
  return item;
}

describe('readQuickFields', () => {
  it('reads the headings, texts, button, logo, links and colours of a generated email', () => {
    const original = design();
    const fields = readQuickFields(original);
    const headline = fields.texts.find((text) => text.kind === 'heading');
    expect(headline?.text.length).toBeGreaterThan(3);
    expect(fields.texts.filter((text) => text.kind === 'text').length).toBeGreaterThan(1);
    // The button in the hero and again at the end, each editable.
    expect(fields.buttons).toHaveLength(2);
    expect(fields.buttons.map((b) => b.url)).toEqual([
      'https://pages.example/night-owl',
      'https://pages.example/night-owl',
    ]);
    expect(at(fields.buttons, 0).background).toMatch(/^#[0-9a-f]{6}$/i);
    expect(fields.images).toEqual([
      expect.objectContaining({ url: 'https://cdn.example/logo.png', alt: 'Night Owl Coffee Co.' }),
    ]);
    expect(fields.links.map((link) => link.label)).toEqual(['Visit our website', 'Unsubscribe']);
    expect(at(fields.links, 1).href).toBe('{{unsubscribe_url}}');
    // Accent stripe, header, hero, two points side by side, the closing button, footer.
    expect(fields.rows).toHaveLength(6);
    expect(at(fields.rows, 1).background).toMatch(/^#/);
    expect(fields.bodyBackground).toMatch(/^#/);
  });

  it('reads paragraphs, line breaks and lists as plain text', () => {
    const d = design();
    const key = readQuickFields(d).texts.find((text) => text.kind === 'text')?.key as string;
    valuesAt(d, key).text =
      '<p style="margin:0">First <strong>bold</strong> line<br>second line</p><ul><li>One</li><li>Two</li></ul><p>Last&nbsp;one</p>';
    expect(readQuickFields(d).texts.find((text) => text.key === key)?.text).toBe(
      'First bold line\nsecond line\n\n• One\n• Two\n\nLast one',
    );
  });

  it('reads a numbered list as numbered lines, and writes it back as one', () => {
    const d = design();
    const key = at(
      readQuickFields(d).texts.filter((text) => text.kind === 'text'),
      1,
    ).key;
    valuesAt(d, key).text = '<ol><li>Pick a slot</li><li>Ride in</li></ol>';
    expect(
      at(
        readQuickFields(d).texts.filter((text) => text.key === key),
        0,
      ).text,
    ).toBe('1. Pick a slot\n2. Ride in');
    const { design: applied } = applyQuickEdits(
      d,
      edits({ texts: { [key]: '1. Pick a slot\n2. Ride in\n3. Smile' } }),
    );
    expect(valuesAt(applied, key).text).toMatch(
      /^<ol [^>]+><li [^>]+>Pick a slot<\/li>.*<li [^>]+>Smile<\/li><\/ol>$/,
    );
  });
});

describe('applyQuickEdits', () => {
  it('changes nothing without edits: every block keeps its HTML and every key passes through', () => {
    const original = editedDesign();
    const { design: applied, problems } = applyQuickEdits(original, NO_EDITS);
    expect(applied).toEqual(original);
    expect(problems).toEqual({});
  });

  it('rewrites an edited text as paragraphs and list, and leaves the other blocks byte for byte', () => {
    const original = design();
    const texts = readQuickFields(original).texts;
    const intro = texts.find(
      (text) => text.kind === 'text' && !text.text.includes('Unsubscribe'),
    ) as (typeof texts)[0];
    const { design: applied } = applyQuickEdits(
      original,
      edits({ texts: { [intro.key]: 'Hello <riders>\nsee you\n\n• Fitting\n• Coffee' } }),
    );
    expect(valuesAt(applied, intro.key).text).toBe(
      '<p style="margin:0 0 12px;line-height:160%;">Hello &lt;riders&gt;<br>see you</p>' +
        '<ul style="margin:0 0 12px;padding-left:22px;"><li style="margin:0 0 6px;">Fitting</li><li style="margin:0 0 6px;">Coffee</li></ul>',
    );
    for (const { key } of designContents(original)) {
      if (key !== intro.key) expect(valuesAt(applied, key)).toEqual(valuesAt(original, key));
    }
    // The original is not touched.
    expect(valuesAt(original, intro.key).text).not.toContain('riders');
  });

  it('keeps a heading’s inline wrappers when its words change', () => {
    const original = design();
    const heading = readQuickFields(original).texts.find((text) => text.kind === 'heading') as {
      key: string;
    };
    valuesAt(original, heading.key).text = '<span style="color:#ff0000">Old headline</span>';
    const { design: applied } = applyQuickEdits(
      original,
      edits({ texts: { [heading.key]: 'New & better' } }),
    );
    expect(valuesAt(applied, heading.key).text).toBe('<span style="color:#ff0000">New &amp; better</span>');
  });

  it('refuses an empty text and keeps the last good one', () => {
    const original = design();
    const heading = at(readQuickFields(original).texts, 0);
    const { design: applied, problems } = applyQuickEdits(
      original,
      edits({ texts: { [heading.key]: '  \n ' } }),
    );
    expect(problems).toEqual({ [fieldId.text(heading.key)]: 'empty-text' });
    expect(valuesAt(applied, heading.key).text).toBe(valuesAt(original, heading.key).text);
  });

  it('keeps links around their words when the footer is edited, and points them elsewhere', () => {
    const original = design();
    const fields = readQuickFields(original);
    const website = at(fields.links, 0);
    const unsubscribe = at(fields.links, 1);
    const text = 'Sent with love.\n\nVisit our website · Unsubscribe';
    const { design: applied, problems } = applyQuickEdits(
      original,
      edits({
        texts: { [website.contentKey]: text },
        links: { [website.key]: 'https://bikes.example/shop' },
      }),
    );
    expect(problems).toEqual({});
    const html = valuesAt(applied, website.contentKey).text as string;
    expect(html).toContain('>Sent with love.</p>');
    expect(html).toMatch(
      /<a href="https:\/\/bikes\.example\/shop" target="_blank" style="[^"]+">Visit our website<\/a>/,
    );
    expect(html).toContain('href="{{unsubscribe_url}}"');
    expect(linksInText(fields, edits({ texts: { [website.contentKey]: 'No links now' } }))).toEqual([]);
    expect(unsubscribe.label).toBe('Unsubscribe');
  });

  it('patches only the href of a link when its text is left alone', () => {
    const original = design();
    const website = at(readQuickFields(original).links, 0);
    const before = valuesAt(original, website.contentKey).text as string;
    const { design: applied } = applyQuickEdits(
      original,
      edits({ links: { [website.key]: 'mailto:hello@bikes.example' } }),
    );
    const after = valuesAt(applied, website.contentKey).text as string;
    expect(after).toBe(before.replace('https://nightowl.example', 'mailto:hello@bikes.example'));
    expect(after).toContain('<strong>Night Owl Coffee Co.</strong>');
  });

  it('refuses links that are not https, http or mailto addresses', () => {
    const original = design();
    const website = at(readQuickFields(original).links, 0);
    const button = at(readQuickFields(original).buttons, 0);
    for (const bad of ['javascript:alert(1)', 'www.example.com', 'ftp://files.example', '']) {
      const { problems, design: applied } = applyQuickEdits(
        original,
        edits({ links: { [website.key]: bad }, buttons: { [button.key]: { url: bad } } }),
      );
      expect(problems[fieldId.link(website.key)]).toBe('invalid-link');
      expect(problems[fieldId.button(button.key, 'url')]).toBe('invalid-link');
      expect(applied).toEqual(original);
    }
  });

  it('changes a button’s label (keeping its bold), link and colours', () => {
    const original = design();
    const button = at(readQuickFields(original).buttons, 0);
    const { design: applied, problems } = applyQuickEdits(
      original,
      edits({
        buttons: {
          [button.key]: {
            label: 'Book a fitting',
            url: 'https://bikes.example/fit',
            background: '#0b7a3e',
            color: '#fff',
          },
        },
      }),
    );
    expect(problems).toEqual({});
    const values = valuesAt(applied, button.key);
    expect(values.text).toBe('<strong>Book a fitting</strong>');
    expect(values.href).toEqual({
      name: 'web',
      values: { href: 'https://bikes.example/fit', target: '_blank' },
    });
    expect(values.buttonColors).toMatchObject({ backgroundColor: '#0b7a3e', color: '#fff' });
    expect(at(readQuickFields(applied).buttons, 0)).toMatchObject({
      label: 'Book a fitting',
      background: '#0b7a3e',
    });
  });

  it('refuses an empty button label and a colour that is not a hex code', () => {
    const original = design();
    const button = at(readQuickFields(original).buttons, 0);
    const { problems } = applyQuickEdits(
      original,
      edits({ buttons: { [button.key]: { label: ' ', background: 'green' } } }),
    );
    expect(problems).toEqual({
      [fieldId.button(button.key, 'label')]: 'empty-text',
      [fieldId.button(button.key, 'background')]: 'invalid-colour',
    });
  });

  it('replaces an image, its alt text and link, keeping the keys it does not know', () => {
    const original = design();
    const image = at(readQuickFields(original).images, 0);
    valuesAt(original, image.key).unknownUnlayerKey = { keep: true };
    const { design: applied } = applyQuickEdits(
      original,
      edits({
        images: {
          [image.key]: { url: 'https://storage.example/images/new.png', alt: 'Bluebird logo', link: '' },
        },
      }),
    );
    const values = valuesAt(applied, image.key);
    expect(values.src).toMatchObject({
      url: 'https://storage.example/images/new.png',
      width: 140,
      height: 'auto',
    });
    expect(values.altText).toBe('Bluebird logo');
    expect(values.action).toMatchObject({ values: { href: '' } });
    expect(values.unknownUnlayerKey).toEqual({ keep: true });
  });

  it('changes the body and row backgrounds; a row may go back to none', () => {
    const original = design();
    const fields = readQuickFields(original);
    const { design: applied, problems } = applyQuickEdits(
      original,
      edits({
        bodyBackground: '#101010',
        rows: { [at(fields.rows, 1).key]: '#fafafa', [at(fields.rows, 2).key]: '' },
      }),
    );
    expect(problems).toEqual({});
    expect(applied.body.values.backgroundColor).toBe('#101010');
    expect(at(applied.body.rows, 1).values.columnsBackgroundColor).toBe('#fafafa');
    expect(at(applied.body.rows, 2).values.columnsBackgroundColor).toBe('');
    expect(applied.body.rows[3]).toEqual(original.body.rows[3]);
    expect(applyQuickEdits(original, edits({ bodyBackground: 'blue' })).problems).toEqual({
      [fieldId.bodyBackground]: 'invalid-colour',
    });
  });
});
