import '@testing-library/jest-dom';
import { act, render, screen } from '@testing-library/react';
import { LoadingOverlay } from './loading-overlay';

const overlay = () => screen.queryByTestId('loading-overlay');
const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

beforeEach(() => {
  jest.useFakeTimers();
});

afterEach(() => {
  jest.useRealTimers();
});

describe('LoadingOverlay', () => {
  it('covers its element while started and goes when stopped ("stopped on demand")', () => {
    const { rerender } = render(
      <LoadingOverlay active>
        <p>Results</p>
      </LoadingOverlay>,
    );
    expect(overlay()).toBeInTheDocument();
    expect(screen.getByRole('status', { name: 'Loading' })).toBeInTheDocument();
    expect(screen.getByText('Results').parentElement).toHaveAttribute('aria-busy', 'true');
    rerender(
      <LoadingOverlay active={false}>
        <p>Results</p>
      </LoadingOverlay>,
    );
    // "keeps a minimum display time if set (default 0)": nothing keeps it.
    expect(overlay()).not.toBeInTheDocument();
    expect(screen.getByText('Results').parentElement).toHaveAttribute('aria-busy', 'false');
  });

  it('shows nothing when never started', () => {
    render(<LoadingOverlay active={false} minDisplayMs={500} />);
    expect(overlay()).not.toBeInTheDocument();
  });

  it('"dismisses itself after 45000 ms"', () => {
    const onTimeout = jest.fn();
    render(<LoadingOverlay active onTimeout={onTimeout} />);
    advance(44999);
    expect(overlay()).toBeInTheDocument();
    expect(onTimeout).not.toHaveBeenCalled();
    advance(1);
    expect(overlay()).not.toBeInTheDocument();
    expect(onTimeout).toHaveBeenCalledTimes(1);
  });

  it('"keeps a minimum display time if set"', () => {
    const { rerender } = render(<LoadingOverlay active minDisplayMs={800} />);
    advance(300);
    rerender(<LoadingOverlay active={false} minDisplayMs={800} />);
    expect(overlay()).toBeInTheDocument();
    advance(499);
    expect(overlay()).toBeInTheDocument();
    advance(1);
    expect(overlay()).not.toBeInTheDocument();
  });

  it('goes at once when stopped after the minimum display time has passed', () => {
    const { rerender } = render(<LoadingOverlay active minDisplayMs={800} />);
    advance(1000);
    rerender(<LoadingOverlay active={false} minDisplayMs={800} />);
    expect(overlay()).not.toBeInTheDocument();
  });

  it('starts its 45000 ms limit afresh each time it is started', () => {
    const { rerender } = render(<LoadingOverlay active />);
    advance(40000);
    rerender(<LoadingOverlay active={false} />);
    rerender(<LoadingOverlay active />);
    advance(40000);
    expect(overlay()).toBeInTheDocument();
    advance(5000);
    expect(overlay()).not.toBeInTheDocument();
  });

  it('is not kept up by a stale minimum after restarting and stopping', () => {
    const { rerender } = render(<LoadingOverlay active minDisplayMs={200} />);
    advance(200);
    rerender(<LoadingOverlay active={false} minDisplayMs={200} />);
    expect(overlay()).not.toBeInTheDocument();
    rerender(<LoadingOverlay active minDisplayMs={200} />);
    rerender(<LoadingOverlay active={false} minDisplayMs={200} />);
    expect(overlay()).toBeInTheDocument();
    advance(200);
    expect(overlay()).not.toBeInTheDocument();
  });
});
