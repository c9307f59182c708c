import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { mockApi, renderInRemote } from '@resort/shared/testing';
import { MAP_ZOOM, type ResortMap } from '../../../../contract';
import { ResortMapView, zoomScale } from './resort-map-view';

const map: ResortMap = {
  resortId: 'summit-peak',
  resortName: 'Summit Peak',
  zoom: { initial: MAP_ZOOM.resort, min: MAP_ZOOM.resort, max: MAP_ZOOM.buildings },
  width: 1000,
  height: 640,
  mountain: [
    [0, 600],
    [500, 40],
    [1000, 600],
  ],
  runs: [
    {
      name: 'Meadow Way',
      difficulty: 'easier',
      path: [
        [500, 80],
        [560, 520],
      ],
    },
  ],
  lifts: [{ name: 'Summit Express', from: [500, 540], to: [500, 60] }],
  buildings: [{ name: 'Ski & Ride School', at: [380, 575], size: [70, 34] }],
  markers: [{ id: 'lessons-school', kind: 'lessons', label: 'Ski & Ride School', detail: 'Lessons meet here.', at: [380, 575] }],
};

describe('resort map', () => {
  test('zoom runs from the resort level (15, the whole map) to the buildings level (20, four times closer)', () => {
    expect(zoomScale(MAP_ZOOM.resort, map)).toBe(1);
    expect(zoomScale(MAP_ZOOM.buildings, map)).toBe(4);
  });

  test('asks for the map only when shown; a place centres and zooms the map; zoom stops at the spec levels', async () => {
    const user = userEvent.setup({ delay: null });
    const { calls } = mockApi(() => ({ status: 200, body: { success: true, data: map } }));
    renderInRemote(<ResortMapView kind="lessons" title="Where lessons meet" />);
    expect(calls).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Show the map' }));
    const canvas = await screen.findByTestId('map-lessons-canvas');
    expect(calls[0].url).toBe('/api/lessons/location-map?resort=summit-peak');
    expect(canvas).toHaveAttribute('data-zoom', '15');
    expect(screen.getByRole('img', { name: 'Map of Summit Peak with 1 places marked' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zoom out' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Ski & Ride School' }));
    expect(screen.getByRole('button', { name: 'Ski & Ride School' })).toHaveAttribute('aria-pressed', 'true');
    expect(canvas).toHaveAttribute('data-zoom', '17');
    for (let i = 0; i < 3; i += 1) await user.click(screen.getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(canvas).toHaveAttribute('data-zoom', '20'));
    expect(screen.getByRole('button', { name: 'Zoom in' })).toBeDisabled();
  });
});
