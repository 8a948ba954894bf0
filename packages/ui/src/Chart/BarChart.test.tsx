import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { BarChart, type BarChartProps } from './BarChart';

const months: BarChartProps = {
  title: '2026年度各月学时',
  summary: '全年共 18.5 学时，3月最多。',
  categories: ['1月', '2月', '3月'],
  series: [
    { label: '必修', values: [4, 3, 5] },
    { label: '选修', values: [2, 1.5, 3] },
  ],
  categoryHeader: '月份',
  unit: '学时',
  totalHeader: '合计',
  target: { value: 20, label: '年度要求 20 学时' },
};

describe('BarChart', () => {
  it('is a picture named by its title and described by its summary', () => {
    render(<BarChart {...months} />);
    const picture = screen.getByRole('img', { name: '2026年度各月学时' });
    expect(picture).toHaveAccessibleDescription('全年共 18.5 学时，3月最多。');
    expect(screen.getByText('全年共 18.5 学时，3月最多。')).toBeVisible();
  });

  it('gives screen readers every number in a table, with totals', () => {
    render(<BarChart {...months} />);
    const table = screen.getByRole('table', { name: '2026年度各月学时' });
    expect(within(table).getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual(['月份', '必修（学时）', '选修（学时）', '合计（学时）']);
    const march = within(table).getByRole('row', { name: /3月/ });
    expect(within(march).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['5', '3', '8']);
  });

  it('stacks the series in each column and scales to the highest total or the target', () => {
    const { container } = render(<BarChart {...months} />);
    const march = container.querySelector('[data-category="3月"]')!;
    const [compulsory, elective] = Array.from(march.querySelectorAll('rect'));
    // Elective sits on top of compulsory: its bottom edge is compulsory's top edge.
    expect(Number(elective!.getAttribute('y')) + Number(elective!.getAttribute('height'))).toBeCloseTo(Number(compulsory!.getAttribute('y')));
    // The axis runs to the target (20), above the highest column (8).
    expect(Array.from(container.querySelectorAll('[data-part="label"]')).map((label) => label.textContent)).toContain('20');
    expect(container.querySelector('[data-part="target"]')).not.toBeNull();
  });

  it('draws no bar for empty values and keeps the axis', () => {
    const { container } = render(<BarChart {...months} series={[{ label: '学时', values: [0, 0] }]} target={undefined} />);
    expect(container.querySelectorAll('rect')).toHaveLength(0);
    expect(screen.getByRole('img', { name: '2026年度各月学时' })).toBeInTheDocument();
    // A missing value is 0 in the table too.
    const rows = within(screen.getByRole('table')).getAllByRole('row');
    expect(within(rows[3]!).getByRole('cell')).toHaveTextContent('0');
  });

  it('keeps a hidden title for screen readers', () => {
    render(<BarChart {...months} titleHidden />);
    expect(screen.getByRole('img', { name: '2026年度各月学时' })).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<BarChart {...months} />);
    await expectNoAxeViolations(container);
  });
});
