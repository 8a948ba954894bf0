import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LinkProvider } from '../LinkProvider';
import { sampleLink } from '../LinkProvider/sampleLink';
import { expectNoAxeViolations } from '../testing/axe';
import { ClassCard } from './ClassCard';

const openClass = {
  name: '2026年度学习贯彻党的二十大精神网上专题班',
  organiser: '省委组织部',
  startDate: '2026-03-01 00:00:00',
  endDate: '2026-06-30 23:59:59',
  requiredHours: 20,
  href: '/project/projectDetail?tbtpId=tbtp-101',
};

describe('ClassCard', () => {
  it('shows the organiser, the period and the required hours under a linked name', () => {
    render(<ClassCard {...openClass} />);
    const heading = screen.getByRole('heading', { level: 3, name: openClass.name });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', openClass.href);
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual(['主办单位', '培训时间', '要求学时']);
    expect(screen.getAllByRole('definition').map((value) => value.textContent)).toEqual(['省委组织部', '2026-03-01 至 2026-06-30', '20']);
  });

  it("links its name through the app's link component", async () => {
    const open = vi.fn();
    render(
      <LinkProvider component={sampleLink(open)}>
        <ClassCard {...openClass} />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: openClass.name });
    expect(link).toHaveAttribute('data-app-link');
    await userEvent.click(link);
    expect(open).toHaveBeenCalledWith(openClass.href);
  });

  it('reads a 10-digit timestamp as seconds', () => {
    const start = new Date(2026, 2, 1, 9, 0, 0);
    render(<ClassCard name="专题班" startDate={Math.floor(start.getTime() / 1000)} endDate={new Date(2026, 5, 30)} />);
    expect(screen.getByText('2026-03-01 至 2026-06-30')).toBeInTheDocument();
  });

  it('enrols from the keyboard, with the class name as the button description', async () => {
    const onEnrol = vi.fn();
    render(<ClassCard {...openClass} onEnrol={onEnrol} />);
    const enrol = screen.getByRole('button', { name: '报名' });
    expect(enrol).toHaveAccessibleDescription(openClass.name);
    await userEvent.tab();
    await userEvent.tab();
    expect(enrol).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onEnrol).toHaveBeenCalledTimes(1);
  });

  it('ignores presses while the enrolment is being saved', async () => {
    const onEnrol = vi.fn();
    render(<ClassCard {...openClass} onEnrol={onEnrol} enrolling />);
    await userEvent.click(screen.getByRole('button', { name: '报名' }));
    expect(onEnrol).not.toHaveBeenCalled();
  });

  it('shows 已报名 and the progress once enrolled', () => {
    render(<ClassCard {...openClass} onEnrol={vi.fn()} enrolled progress={45} />);
    expect(screen.getByText('已报名')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: '学习进度' })).toHaveAttribute('aria-valuenow', '45');
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('offers no enrolment once the class has ended', () => {
    render(<ClassCard {...openClass} onEnrol={vi.fn()} ended />);
    expect(screen.getByText('已结束')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: '报名' })).not.toBeInTheDocument();
  });

  it('reads the null fields of an API record as absent', () => {
    render(
      <ClassCard
        name={openClass.name}
        cover={null}
        organiser={null}
        startDate={null}
        endDate={null}
        requiredHours={null}
        enrolled={null}
        progress={null}
        ended={null}
        onEnrol={vi.fn()}
      />,
    );
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
    expect(screen.queryByText(/已报名|已结束/)).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '报名' })).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <>
        <ClassCard {...openClass} onEnrol={vi.fn()} />
        <ClassCard {...openClass} enrolled progress={100} />
        <ClassCard {...openClass} ended />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
