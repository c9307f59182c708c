import '@testing-library/jest-dom';
import { fireEvent, screen } from '@testing-library/react';
import { renderInRemote } from '../testing';
import { ResponsiveImage } from './responsive-image';

describe('ResponsiveImage', () => {
  it('asks the image proxy for one rendition per image breakpoint (480, 768, 1024, 1200)', () => {
    renderInRemote(<ResponsiveImage src="/media/summit-peak.svg" alt="Summit Peak in winter" />);
    const img = screen.getByRole('img', { name: 'Summit Peak in winter' });
    const srcset = img.getAttribute('srcset') ?? '';
    expect(srcset.split(', ').map((s) => s.split(' ').pop())).toEqual(['480w', '768w', '1024w', '1200w']);
    expect(srcset).toContain('/api/content/image?url=%2Fmedia%2Fsummit-peak.svg&width=480&height=270&resizingType=fill 480w');
    expect(img).toHaveAttribute('src', expect.stringContaining('/api/content/image?'));
    expect(img).toHaveAttribute('sizes');
    expect(img).toHaveAttribute('loading', 'lazy');
  });

  it("reads 'Image Not Available' where the image is missing", () => {
    renderInRemote(<ResponsiveImage src={null} alt="Lodge" />);
    expect(screen.getByRole('img', { name: 'Lodge: Image Not Available' })).toHaveTextContent('Image Not Available');
  });

  it("reads 'Image Not Available' when the image fails to load", () => {
    renderInRemote(<ResponsiveImage src="/media/gone.jpg" alt="Lodge" priority />);
    const img = screen.getByRole('img', { name: 'Lodge' });
    expect(img).toHaveAttribute('loading', 'eager');
    fireEvent.error(img);
    expect(screen.getByText('Image Not Available')).toBeInTheDocument();
  });
});
