import { act, render, screen } from '@testing-library/react';
import { useDeferredData } from './use-deferred-data';

// A query's answer renders in slices: the caller keeps its loading room until the deferred render
// is done, never shows an answer under another key (a new search), and keeps the answer in hand
// while a refetch of the same key renders.

function Results({ search, answer }: { search: string; answer?: string }) {
  const shown = useDeferredData(search, answer);
  return <p data-testid="shown">{shown ?? 'loading'}</p>;
}

test('answers the data of its key once rendered, never the data of another key', async () => {
  const { rerender } = render(<Results search="a" />);
  expect(screen.getByTestId('shown')).toHaveTextContent('loading');
  await act(async () => rerender(<Results search="a" answer="results for a" />));
  expect(screen.getByTestId('shown')).toHaveTextContent('results for a');
  // A new search: its answer is not there yet, and a's is not shown for it.
  await act(async () => rerender(<Results search="b" />));
  expect(screen.getByTestId('shown')).toHaveTextContent('loading');
  await act(async () => rerender(<Results search="b" answer="results for b" />));
  expect(screen.getByTestId('shown')).toHaveTextContent('results for b');
  // A refetch of the same search: the new answer follows.
  await act(async () => rerender(<Results search="b" answer="fresh results for b" />));
  expect(screen.getByTestId('shown')).toHaveTextContent('fresh results for b');
});

const seen: string[] = [];
function Spy({ answer }: { answer?: string }) {
  seen.push(useDeferredData('k', answer) ?? 'loading');
  return null;
}

test('the first render of an answer that arrives is deferred: the urgent render keeps the loading room', () => {
  seen.length = 0;
  const { rerender } = render(<Spy />);
  act(() => rerender(<Spy answer="ready" />));
  // React renders the urgent pass first (still loading), then the deferred one with the answer.
  expect(seen).toEqual(['loading', 'loading', 'ready']);
});
