import { propertyGallery } from './property-images';

describe("a property's gallery", () => {
  it('shows its outside, a bedroom and the lounge, and the pool only where there is warm water', () => {
    const lodge = propertyGallery({ name: 'Alpenglow Lodge', image: 'lodge', amenities: ['Ski-in/ski-out', 'Hot tub'] });
    expect(lodge.map((s) => s.caption)).toEqual(['Alpenglow Lodge', 'Bedrooms', 'Lounge', 'Hot tub']);
    expect(lodge.map((s) => s.alt)).toEqual([
      'Alpenglow Lodge',
      'A bedroom at Alpenglow Lodge',
      'The lounge at Alpenglow Lodge',
      'The hot tub at Alpenglow Lodge',
    ]);
    // Bundled files become this store's paths, as the image proxy takes them.
    for (const slide of lodge) expect(slide.image).toMatch(/^\//);
    const inn = propertyGallery({ name: 'Trailhead Inn', image: null, amenities: ['Free Wi-Fi'] });
    expect(inn).toHaveLength(3);
    // No picture of the outside: the slide says 'Image Not Available'.
    expect(inn[0].image).toBeNull();
  });
});
