import { IMAGE_BREAKPOINTS, IMAGE_NOT_AVAILABLE, imageProxyUrl, imageSrcSet } from './images';

describe('images (spec sections 7, 8, 9)', () => {
  test('"Image breakpoints 480, 768, 1024, 1200."', () => {
    expect(IMAGE_BREAKPOINTS).toEqual([480, 768, 1024, 1200]);
  });

  test(`no image reads '${IMAGE_NOT_AVAILABLE}'`, () => {
    expect(IMAGE_NOT_AVAILABLE).toBe('Image Not Available');
  });

  test('"Image proxy: GET with source URL, width, height, device pixel ratio, resizing type."', () => {
    const url = new URL(
      imageProxyUrl({ url: '/media/summit-peak.svg', width: 480, height: 270, dpr: 2, resizingType: 'fill' }),
      'http://x',
    );
    expect(url.pathname).toBe('/api/content/image');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      url: '/media/summit-peak.svg',
      width: '480',
      height: '270',
      dpr: '2',
      resizingType: 'fill',
    });
  });

  test('a srcset has one rendition per image breakpoint, in the aspect ratio', () => {
    const set = imageSrcSet('/media/a.svg', 16 / 9).split(', ');
    expect(set.map((s) => s.split(' ')[1])).toEqual(['480w', '768w', '1024w', '1200w']);
    expect(set[0]).toContain('width=480&height=270&resizingType=fill');
    expect(imageSrcSet('/media/a.svg')).toContain('width=1200&resizingType=fit 1200w');
  });
});
