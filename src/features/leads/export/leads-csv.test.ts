import { describe, expect, it } from 'vitest';
import type { Lead } from '../api/get-leads.ts';
import { leadsCsv, leadsFileName } from './leads-csv.ts';

describe('the leads file', () => {
  const lead: Lead = {
    id: '1',
    first_name: 'Lucía',
    last_name: '=cmd|" /C calc"!A0',
    email: 'lucia@example.com',
    phone: '+34 600 123 456',
    source: 'direct',
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
      source: 'Origen',
      statusOf: () => 'Pendiente de confirmación',
      sourceOf: (source) => (source === 'direct' ? 'Directo o desconocido' : source),
    });
    expect(text.split('\r\n')).toEqual([
      '\uFEFFNombre,Apellidos,Correo,Teléfono,Creado,Estado,Ignorado,Landing page,Cliente,Origen',
      `Lucía,"'=cmd|"" /C calc""!A0",lucia@example.com,'+34 600 123 456,2026-11-21T10:00:00+00:00,Pendiente de confirmación,,Pan de otoño,,Directo o desconocido`,
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
