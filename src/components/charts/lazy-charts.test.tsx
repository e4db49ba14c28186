import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '@/testing/render-with-providers.tsx';
import { LazyBarChart } from './lazy-charts.tsx';

describe('LazyBarChart', () => {
  it('holds the chart’s place and says it is loading, then draws the chart once its library is in', async () => {
    await renderWithProviders(
      <LazyBarChart
        h={220}
        data={[{ day: 'Mon', views: 3 }]}
        dataKey="day"
        series={[{ name: 'views', color: 'blue.5' }]}
      />,
      { locale: 'es' },
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando el gráfico…');
    expect(screen.getByTestId('chart-loading')).toHaveAttribute('aria-busy', 'true');
    await waitFor(() => expect(screen.queryByTestId('chart-loading')).toBeNull());
    expect(document.querySelector('.recharts-responsive-container')).not.toBeNull();
  });
});
