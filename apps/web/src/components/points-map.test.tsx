import { QueryClientProvider } from '@tanstack/react-query';
import { fireEvent, render, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { queryClient } from '../lib/query-client';
import { json, mockFetch } from '../test/fetch-mock';
import { PointsMap } from './points-map';

const BLANK_TILE = 'data:image/png;base64,iVBORw0KGgo=';

describe('PointsMap', () => {
  beforeEach(() => {
    queryClient.clear();
    mockFetch({ 'GET /api/config': () => json(200, { realm: 'aedatlas', clientId: 'aedatlas-web', issuer: '', mapRequiresLogin: false, mapTileUrl: BLANK_TILE, helpCentersUrl: '/api/helpcenter/public' }) });
  });

  it('shows a label made of what people typed as text, never as markup', async () => {
    const name = 'Read by <img src="https://tracker.example/x.png"><b>Ana</b> at 12:00';
    const { container } = render(
      <QueryClientProvider client={queryClient}>
        <PointsMap points={[{ latitude: 46.05, longitude: 14.5, label: name, tone: 'read' }]} center={{ lat: 46.05, lon: 14.5 }} zoom={8} label="Location Map" />
      </QueryClientProvider>,
    );
    const marker = await waitFor(() => {
      const pin = container.querySelector<HTMLElement>('.points-map-pin');
      expect(pin).not.toBeNull();
      return pin!;
    });
    expect(marker.title).toBe(name);
    fireEvent.mouseOver(marker);
    const tooltip = await waitFor(() => {
      const shown = container.querySelector('.leaflet-tooltip');
      expect(shown).not.toBeNull();
      return shown!;
    });
    expect(tooltip.textContent).toBe(name);
    expect(tooltip.querySelector('img, b')).toBeNull();
  });
});
