import { describe, expect, it } from 'vitest';
import { attachmentContentType } from './attachment-types.ts';

describe('attachmentContentType', () => {
  it('keeps a harmless declared type', () => {
    expect(attachmentContentType({ type: 'application/pdf' })).toBe('application/pdf');
    expect(attachmentContentType({ type: 'image/png' })).toBe('image/png');
  });

  it.each(['text/html', 'image/svg+xml', 'application/xhtml+xml', 'text/javascript', 'text/xml', ''])(
    'stores %s as application/octet-stream, which browsers download instead of running',
    (type) => {
      expect(attachmentContentType({ type })).toBe('application/octet-stream');
    },
  );
});
