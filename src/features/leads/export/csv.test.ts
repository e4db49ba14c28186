import { describe, expect, it } from 'vitest';
import type { Lead } from '../api/get-leads.ts';
import { csvCell, toCsv } from './csv.ts';
import { leadsCsv, leadsFileName } from './leads-csv.ts';

describe('CSV cells', () => {
  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Ortega, Ana')).toBe('"Ortega, Ana"');
    expect(csvCell('Ana "la jefa"')).toBe('"Ana ""la jefa"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell(' padded ')).toBe('" padded "');
    expect(csvCell(null)).toBe('');
  });

  it('makes formulas inert with a leading apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil.example","x")')).toBe(
      '"\'=HYPERLINK(""http://evil.example"",""x"")"',
    );
    expect(csvCell('+34 600 123 456')).toBe("'+34 600 123 456");
    expect(csvCell('-1+2')).toBe("'-1+2");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('ana@example.com')).toBe('ana@example.com');
  });

  it('starts with a UTF-8 BOM and ends every row with CRLF', () => {
    const text = toCsv([
      ['a', 'b'],
      ['José', 'Núñez'],
    ]);
    expect(text).toBe('\uFEFFa,b\r\nJosé,Núñez\r\n');
    expect(new TextEncoder().encode(text).slice(0, 3)).toEqual(new Uint8Array([0xef, 0xbb, 0xbf]));
  });
});

describe('the leads file', () => {
  const lead: Lead = {
    id: '1',
    first_name: 'Lucía',
    last_name: '=cmd|" /C calc"!A0',
    email: 'lucia@example.com',
    phone: '+34 600 123 456',
    status: 'inactive',
    ignored_at: null,
    created_at: '2026-11-21T10:00:00+00:00',
    awaitingConfirmation: true,
    pageName: 'Pan de otoño',
    clientName: null,
  };

  it('has a header row and a row per lead with the status words given', () => {
    const text = leadsCsv([lead], {
      firstName: 'Nombre',
      lastName: 'Apellidos',
      email: 'Correo',
      phone: 'Teléfono',
      createdAt: 'Creado',
      status: 'Estado',
      ignoredAt: 'Ignorado',
      page: 'Landing page',
      client: 'Cliente',
      statusOf: () => 'Pendiente de confirmación',
    });
    expect(text.split('\r\n')).toEqual([
      '\uFEFFNombre,Apellidos,Correo,Teléfono,Creado,Estado,Ignorado,Landing page,Cliente',
      `Lucía,"'=cmd|"" /C calc""!A0",lucia@example.com,'+34 600 123 456,2026-11-21T10:00:00+00:00,Pendiente de confirmación,,Pan de otoño,`,
      '',
    ]);
  });

  it('names the file after its owner and the day, in ASCII', () => {
    expect(leadsFileName('Panadería Casa Verde', new Date('2026-11-21T12:00:00Z'))).toBe(
      'leads-panaderia-casa-verde-2026-11-21.csv',
    );
    expect(leadsFileName('***', new Date('2026-11-21T12:00:00Z'))).toBe('leads-2026-11-21.csv');
  });
});
