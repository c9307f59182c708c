import { colors } from './index';

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string): number {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

// Every text/background pair the UI primitives put together.
const pairs: [string, keyof typeof colors, keyof typeof colors][] = [
  ['body text', 'navy', 'snow'],
  ['text on mist panels', 'navy', 'mist'],
  ['secondary text', 'slate', 'snow'],
  ['weekday names on mist', 'slate', 'mist'],
  ['call to action', 'snow', 'accent'],
  ['call to action hovered', 'snow', 'accentDark'],
  ['selected day', 'snow', 'navy'],
  ['selected day hovered', 'snow', 'navyLight'],
  ['price under a day', 'success', 'snow'],
  ['Sold Out under a day', 'error', 'snow'],
  ['error text', 'error', 'errorBg'],
  ['success notice', 'success', 'successBg'],
  ['calendar button', 'navy', 'line'],
];

describe('colour tokens', () => {
  it.each(pairs)('%s meets WCAG AA (4.5:1)', (_name, text, background) => {
    expect(contrast(colors[text], colors[background])).toBeGreaterThanOrEqual(4.5);
  });
});
