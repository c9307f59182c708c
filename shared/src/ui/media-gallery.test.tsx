import '@testing-library/jest-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderInRemote } from '../testing';
import { MediaGallery, type GallerySlide } from './media-gallery';

const slides: GallerySlide[] = [
  { image: '/media/summit-peak.svg', alt: 'The summit at sunrise' },
  { image: '/media/lift-line.svg', alt: 'Riding the lift', video: 'https://youtu.be/dQw4w9WgXcQ' },
  { image: null, alt: 'Apres ski' },
];

const counter = () => screen.getByTestId('gallery-counter');

describe('MediaGallery', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows the current slide number and the total, and moves with its arrows (wrapping round)', () => {
    renderInRemote(<MediaGallery slides={slides} label="Summit Peak gallery" />);
    expect(screen.getByRole('region', { name: 'Summit Peak gallery' })).toHaveAttribute('aria-roledescription', 'carousel');
    expect(counter()).toHaveTextContent('1 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(counter()).toHaveTextContent('2 / 3');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(counter()).toHaveTextContent('3 / 3');
  });

  it('moves with the ArrowRight and ArrowLeft keys', () => {
    renderInRemote(<MediaGallery slides={slides} label="Gallery" />);
    const region = screen.getByRole('region', { name: 'Gallery' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    fireEvent.keyDown(region, { key: 'ArrowRight' });
    expect(counter()).toHaveTextContent('3 / 3');
    fireEvent.keyDown(region, { key: 'ArrowLeft' });
    expect(counter()).toHaveTextContent('2 / 3');
  });

  it('moves with a swipe past the 20 px touch threshold only', () => {
    renderInRemote(<MediaGallery slides={slides} label="Gallery" />);
    const region = screen.getByRole('region', { name: 'Gallery' });
    fireEvent.touchStart(region, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(region, { changedTouches: [{ clientX: 190 }] });
    expect(counter()).toHaveTextContent('1 / 3');
    fireEvent.touchStart(region, { touches: [{ clientX: 200 }] });
    fireEvent.touchEnd(region, { changedTouches: [{ clientX: 150 }] });
    expect(counter()).toHaveTextContent('2 / 3');
  });

  it('opens the video modal when the current video slide is clicked, with the provider link and JS API flag', () => {
    renderInRemote(<MediaGallery slides={slides} label="Gallery" />);
    // Clicking a neighbour makes it current first; no modal yet.
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Riding the lift', hidden: true }));
    expect(counter()).toHaveTextContent('2 / 3');
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Play video: Riding the lift' }));
    act(() => {
      jest.advanceTimersByTime(20);
    });
    const dialog = screen.getByRole('dialog', { name: 'Riding the lift' });
    expect(within(dialog).getByTitle('Riding the lift')).toHaveAttribute(
      'src',
      'https://www.youtube.com/embed/dQw4w9WgXcQ?enablejsapi=1&autoplay=1',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it("shows 'Image Not Available' for a slide without a picture", () => {
    renderInRemote(<MediaGallery slides={slides} label="Gallery" />);
    expect(screen.getAllByText('Image Not Available')).toHaveLength(1);
  });
});
