import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { StatTile } from './stat-tile.tsx';

describe('StatTile', () => {
  it('pairs the label with its figure as a term and its description, with the note under it', async () => {
    const { container } = await renderWithProviders(
      <dl>
        <StatTile
          label="Open rate"
          value="33.3%"
          note="of 3 delivered"
          figureProps={{ 'data-rate': 'open' }}
        />
        <StatTile label="Total" value="1,204" />
      </dl>,
    );
    const terms = [...container.querySelectorAll('dt')].map((term) => term.textContent);
    const figures = [...container.querySelectorAll('dd')];
    expect(terms).toEqual(['Open rate', 'Total']);
    // The note is a second description of its term, so the list holds only terms and descriptions.
    expect(figures.map((figure) => figure.textContent)).toEqual(['33.3%', 'of 3 delivered', '1,204']);
    expect(figures[0]).toHaveAttribute('data-rate', 'open');
    expect(figures[0]?.nextElementSibling).toBe(figures[1]);
    expect(figures[2]?.nextElementSibling).toBeNull();
    expect(container.querySelectorAll('dl p')).toHaveLength(0);
  });
});
