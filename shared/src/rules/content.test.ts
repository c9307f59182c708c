import {
  CAROUSEL_AUTOPLAY_MS,
  CAROUSEL_SPEED_MS,
  CAROUSEL_TOUCH_THRESHOLD_PX,
  SLIDING_CAROUSEL_SPEED_MS,
  dismissAlert,
  isAlertDismissed,
  nextSlide,
  previousSlide,
  readConsent,
  saveConsent,
  swipeDirection,
  videoEmbedUrl,
} from './content';

describe('carousels (spec section 9)', () => {
  test('"Carousel: default speed 500 ms, autoplay 3000 ms; another carousel speed 250 ms, touch threshold 20."', () => {
    expect([CAROUSEL_SPEED_MS, CAROUSEL_AUTOPLAY_MS, SLIDING_CAROUSEL_SPEED_MS, CAROUSEL_TOUCH_THRESHOLD_PX]).toEqual([500, 3000, 250, 20]);
  });

  test('slides wrap round both ways', () => {
    expect(nextSlide(0, 3)).toBe(1);
    expect(nextSlide(2, 3)).toBe(0);
    expect(previousSlide(0, 3)).toBe(2);
    expect(nextSlide(0, 0)).toBe(0);
  });

  test('a swipe shorter than the touch threshold of 20 px does not move', () => {
    expect(swipeDirection(-19)).toBe(0);
    expect(swipeDirection(-20)).toBe(1);
    expect(swipeDirection(35)).toBe(-1);
  });
});

describe('"Video links are forced to the video provider\'s host with the JS API flag added."', () => {
  test.each([
    ['https://youtu.be/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ?enablejsapi=1'],
    ['https://m.youtube.com/watch?v=dQw4w9WgXcQ&t=10', 'https://www.youtube.com/embed/dQw4w9WgXcQ?enablejsapi=1'],
    ['http://youtube.com/embed/dQw4w9WgXcQ?autoplay=1', 'https://www.youtube.com/embed/dQw4w9WgXcQ?enablejsapi=1'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ?enablejsapi=1'],
    ['dQw4w9WgXcQ', 'https://www.youtube.com/embed/dQw4w9WgXcQ?enablejsapi=1'],
  ])('%s', (link, embed) => {
    expect(videoEmbedUrl(link)).toBe(embed);
  });

  test('links that name no video of the provider are not shown', () => {
    expect(videoEmbedUrl('https://evil.example.com/embed/dQw4w9WgXcQ')).toBeNull();
    expect(videoEmbedUrl('javascript:alert(1)')).toBeNull();
    expect(videoEmbedUrl('https://www.youtube.com/embed/"><script>')).toBeNull();
  });

  test('autoplay is added when asked', () => {
    expect(videoEmbedUrl('dQw4w9WgXcQ', { autoplay: true })).toBe('https://www.youtube.com/embed/dQw4w9WgXcQ?enablejsapi=1&autoplay=1');
  });
});

describe('weather alert and consent', () => {
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
  });

  test('a dismissed alert stays dismissed for the session only', () => {
    expect(isAlertDismissed('storm')).toBe(false);
    dismissAlert('storm');
    expect(isAlertDismissed('storm')).toBe(true);
    expect(isAlertDismissed('wind')).toBe(false);
    expect(localStorage.length).toBe(0);
  });

  test('nothing optional is consented to until the visitor chooses', () => {
    expect(readConsent()).toEqual({ analytics: false, personalisation: false, decided: false });
    saveConsent({ analytics: true, personalisation: false });
    expect(readConsent()).toEqual({ analytics: true, personalisation: false, decided: true });
  });
});
