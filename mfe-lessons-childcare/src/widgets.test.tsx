import { act, screen } from '@testing-library/react';
import { activities, lessons } from './widgets';

type Lifecycles = typeof lessons;

async function mountParcel(parcel: Lifecycles, props: Record<string, unknown>) {
  const domElement = document.createElement('div');
  document.body.appendChild(domElement);
  const all = { name: 'parcel', domElement, singleSpa: {}, mountParcel: jest.fn(), ...props } as never;
  await parcel.bootstrap(all);
  let mounted!: Promise<unknown>;
  act(() => {
    mounted = parcel.mount(all);
  });
  await mounted;
  return async () => {
    let unmounted!: Promise<unknown>;
    act(() => {
      unmounted = parcel.unmount(all);
    });
    await unmounted;
    domElement.remove();
  };
}

describe('booking widget parcels', () => {
  it('mounts the Lessons tab with the start date the shell hands over', async () => {
    const unmount = await mountParcel(lessons, { startDate: '12/24/2026', endDate: '12/24/2026', productKey: 'lessons' });
    expect(screen.getByTestId('lessons-widget')).toBeInTheDocument();
    expect(screen.getByLabelText('Start date')).toHaveValue('12/24/2026');
    await unmount();
    expect(screen.queryByTestId('lessons-widget')).not.toBeInTheDocument();
  });

  it('mounts the Activities widget', async () => {
    const unmount = await mountParcel(activities, { startDate: '12/24/2026' });
    expect(screen.getByTestId('activities-widget')).toBeInTheDocument();
    expect(screen.getByLabelText('Start date')).toHaveValue('12/24/2026');
    await unmount();
  });
});
