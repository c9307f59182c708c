import '@testing-library/jest-dom';
import { act, fireEvent, screen, within } from '@testing-library/react';
import { renderInRemote } from '../testing';
import { FaqAccordion } from './faq-accordion';
import { WeatherAlertBanner } from './alert-banner';
import { SlidingCards } from './sliding-cards';
import { FeaturedVideo } from './featured-video';
import { ConsentSettingsLink, FooterAccordion } from './footer-accordion';
import { readConsent } from '../rules/content';
import { getEventBus, resetEventBus, type ConsentEvent } from '@resort/shared';

const faq = [
  { question: 'When do lifts open?', answer: 'Lifts open at 8:30 AM.' },
  { question: 'Can I park at the base?', answer: 'Yes, parking is free before 10 AM.' },
];

describe('FaqAccordion', () => {
  it('expands and collapses an answer', () => {
    renderInRemote(<FaqAccordion items={faq} />);
    const q = screen.getByRole('button', { name: 'When do lifts open?' });
    expect(q).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Lifts open at 8:30 AM.')).not.toBeVisible();
    fireEvent.click(q);
    expect(q).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('region', { name: 'When do lifts open?' })).toHaveTextContent('Lifts open at 8:30 AM.');
    fireEvent.click(q);
    expect(q).toHaveAttribute('aria-expanded', 'false');
  });

  it('keeps one answer open at a time unless multiselect', () => {
    const { unmount } = renderInRemote(<FaqAccordion items={faq} />);
    fireEvent.click(screen.getByRole('button', { name: 'When do lifts open?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Can I park at the base?' }));
    expect(screen.getByRole('button', { name: 'When do lifts open?' })).toHaveAttribute('aria-expanded', 'false');
    unmount();
    renderInRemote(<FaqAccordion items={faq} multiselect />);
    fireEvent.click(screen.getByRole('button', { name: 'When do lifts open?' }));
    fireEvent.click(screen.getByRole('button', { name: 'Can I park at the base?' }));
    expect(screen.getByRole('button', { name: 'When do lifts open?' })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: 'Can I park at the base?' })).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('WeatherAlertBanner', () => {
  beforeEach(() => sessionStorage.clear());

  it('is dismissed for the session: it stays away when drawn again, a new alert still shows', () => {
    const { unmount } = renderInRemote(<WeatherAlertBanner id="storm-1" title="Winter storm warning" message="Up to 60 cm tonight." />);
    expect(screen.getByRole('region', { name: 'Weather alert' })).toHaveTextContent('Winter storm warning');
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss weather alert' }));
    expect(screen.queryByRole('region', { name: 'Weather alert' })).toBeNull();
    unmount();
    const again = renderInRemote(<WeatherAlertBanner id="storm-1" title="Winter storm warning" message="Up to 60 cm tonight." />);
    expect(screen.queryByRole('region', { name: 'Weather alert' })).toBeNull();
    again.unmount();
    renderInRemote(<WeatherAlertBanner id="wind-2" title="High winds" message="Upper lifts on hold." />);
    expect(screen.getByRole('region', { name: 'Weather alert' })).toHaveTextContent('High winds');
  });
});

describe('SlidingCards', () => {
  const cards = ['Tubing', 'Snowshoe tours', 'Zip line'].map((title) => ({
    title,
    text: `${title} for all ages.`,
    image: null,
    href: '/activities',
  }));

  it('slides by its buttons and a swipe past the 20 px touch threshold, within the ends', () => {
    renderInRemote(<SlidingCards cards={cards} label="Things to do" />);
    const region = screen.getByRole('region', { name: 'Things to do' });
    const track = region.querySelector('ul') as HTMLElement;
    expect(screen.getByRole('button', { name: 'Previous cards' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Next cards' }));
    expect(track).toHaveAttribute('data-index', '1');
    fireEvent.touchStart(region, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(region, { changedTouches: [{ clientX: 85 }] });
    expect(track).toHaveAttribute('data-index', '1');
    fireEvent.touchStart(region, { touches: [{ clientX: 100 }] });
    fireEvent.touchEnd(region, { changedTouches: [{ clientX: 70 }] });
    expect(track).toHaveAttribute('data-index', '2');
    expect(screen.getByRole('button', { name: 'Next cards' })).toBeDisabled();
    expect(screen.getAllByRole('link', { name: /More about/ })).toHaveLength(3);
  });
});

describe('FeaturedVideo', () => {
  it('opens the video modal on the provider host with the JS API flag', () => {
    jest.useFakeTimers();
    renderInRemote(
      <FeaturedVideo
        title="First chair"
        text="Opening day."
        video="https://www.youtube.com/watch?v=dQw4w9WgXcQ"
        poster="/media/lift-line.svg"
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Play video: First chair' }));
    act(() => {
      jest.advanceTimersByTime(20);
    });
    const dialog = screen.getByRole('dialog', { name: 'First chair' });
    expect(within(dialog).getByTitle('First chair').getAttribute('src')).toMatch(
      /^https:\/\/www\.youtube\.com\/embed\/dQw4w9WgXcQ\?enablejsapi=1/,
    );
    jest.useRealTimers();
  });
});

describe('FooterAccordion and the consent-settings link', () => {
  beforeEach(() => localStorage.clear());

  it('folds each column on a phone', () => {
    renderInRemote(<FooterAccordion sections={[{ title: 'Plan your trip', links: [{ label: 'Lodging', href: '/lodging' }] }]} />);
    const section = screen.getByTestId('footer-section');
    expect(section).not.toHaveAttribute('open');
    fireEvent.click(within(section).getByText('Plan your trip'));
    expect(within(section).getByRole('link', { name: 'Lodging' })).toBeInTheDocument();
  });

  it('saves the consent choices', () => {
    jest.useFakeTimers();
    renderInRemote(<ConsentSettingsLink />);
    fireEvent.click(screen.getByRole('button', { name: 'Cookie and consent settings' }));
    act(() => {
      jest.advanceTimersByTime(20);
    });
    const dialog = screen.getByRole('dialog', { name: 'Consent settings' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Analytics/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save choices' }));
    expect(readConsent()).toEqual({ analytics: true, personalisation: false, decided: true });
    jest.useRealTimers();
  });

  it('announces the saved choice on the bus, replayed to whatever subscribes later on the page', () => {
    resetEventBus();
    jest.useFakeTimers();
    renderInRemote(<ConsentSettingsLink />);
    fireEvent.click(screen.getByRole('button', { name: 'Cookie and consent settings' }));
    act(() => {
      jest.advanceTimersByTime(20);
    });
    const dialog = screen.getByRole('dialog', { name: 'Consent settings' });
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Personalised offers/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save choices' }));
    const seen: ConsentEvent[] = [];
    getEventBus().consent$.subscribe((e) => seen.push(e));
    expect(seen.map(({ analytics, personalisation }) => ({ analytics, personalisation }))).toEqual([
      { analytics: false, personalisation: true },
    ]);
    jest.useRealTimers();
  });
});
