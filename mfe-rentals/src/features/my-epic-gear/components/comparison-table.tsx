import React from 'react';
import styled from 'styled-components';
import { theme } from '@resort/shared';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  border: 1px solid ${theme.colors.line};
  border-radius: ${theme.radii.md};
  font-size: ${theme.typeScale.sm};
  caption { text-align: left; font-weight: 700; font-size: ${theme.typeScale.md}; padding: ${theme.space.sm} 0; color: ${theme.colors.navy}; }
  td { padding: ${theme.space.sm}; border-top: 1px solid ${theme.colors.line}; color: ${theme.colors.navy}; }
`;

interface ComparisonTableProps {
  title: React.ReactNode;
  rows: string[];
  testId: string;
}

/** One side of the My Epic Gear comparison: a title and its rows. */
export function ComparisonTable({ title, rows, testId }: ComparisonTableProps) {
  return (
    <Table data-testid={testId}>
      <caption>{title}</caption>
      <tbody>
        {rows
          .filter((row) => row.trim() !== '')
          .map((row) => (
            <tr key={row}>
              <td>{row}</td>
            </tr>
          ))}
      </tbody>
    </Table>
  );
}
