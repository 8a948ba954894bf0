import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MouseEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { defaultImageSrc } from '../Image';
import { LinkProvider } from '../LinkProvider';
import { sampleLink } from '../LinkProvider/sampleLink';
import { expectNoAxeViolations } from '../testing/axe';
import { CourseCard } from './CourseCard';
import { longCourseName } from './sampleCourses';

const course = {
  name: '习近平新时代中国特色社会主义思想概论',
  cover: '/covers/theory.png',
  teacher: '王建国',
  showCourseDuration: '45分钟',
  creditHour: 1.5,
  courseVisitor: 12864,
  href: '/commend/coursedetail?id=c-001',
};

describe('CourseCard', () => {
  it('names the course in a heading whose only link leads to it', () => {
    const { container } = render(<CourseCard {...course} />);
    const heading = screen.getByRole('heading', { level: 3, name: course.name });
    expect(within(heading).getByRole('link', { name: course.name })).toHaveAttribute('href', course.href);
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(container.querySelector('img')).toHaveAttribute('alt', '');
  });

  it('draws what the page adds, such as an action, inside the card', () => {
    render(
      <CourseCard {...course}>
        <button type="button">取消收藏</button>
      </CourseCard>,
    );
    expect(within(screen.getByRole('article')).getByRole('button', { name: '取消收藏' })).toBeInTheDocument();
  });

  it('loads its cover lazily unless told the card is on the first screen', () => {
    const { container, rerender } = render(<CourseCard {...course} />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'lazy');
    rerender(<CourseCard {...course} coverLoading="eager" />);
    expect(container.querySelector('img')).toHaveAttribute('loading', 'eager');
  });

  it('lists teacher, duration, hours and plays', () => {
    render(<CourseCard {...course} />);
    const terms = screen.getAllByRole('term').map((term) => term.textContent);
    const values = screen.getAllByRole('definition').map((value) => value.textContent);
    expect(terms).toEqual(['授课教师', '课件时长', '学时', '播放次数']);
    expect(values).toEqual(['王建国', '45分钟', '1.5', '12,864']);
  });

  it('shows the study status and the 精品 mark', () => {
    const { rerender } = render(<CourseCard {...course} status="notStarted" />);
    expect(screen.getByText('未学习')).toBeInTheDocument();
    rerender(<CourseCard {...course} status="inProgress" />);
    expect(screen.getByText('学习中')).toBeInTheDocument();
    rerender(<CourseCard {...course} status="completed" isFine />);
    expect(screen.getByText('已完成')).toHaveAttribute('data-tone', 'success');
    expect(screen.getByText('精品')).toBeInTheDocument();
  });

  it('reads the null fields of an API record as absent', () => {
    const { container } = render(
      <CourseCard name={course.name} cover={null} teacher={null} showCourseDuration={null} creditHour={null} courseVisitor={null} status={null} isFine={null} />,
    );
    expect(screen.queryByRole('term')).not.toBeInTheDocument();
    expect(screen.queryByText(/未学习|学习中|已完成|精品/)).not.toBeInTheDocument();
    expect(container.querySelector('img')).toHaveAttribute('src', defaultImageSrc);
  });

  it('shows the default picture for a course without a cover', () => {
    const { container } = render(<CourseCard {...course} cover={null} />);
    expect(container.querySelector('img')).toHaveAttribute('src', defaultImageSrc);
  });

  it('keeps the whole of a long name in the link, though it shows two lines', () => {
    render(<CourseCard {...course} name={longCourseName} />);
    expect(longCourseName).toHaveLength(200);
    const link = screen.getByRole('link', { name: longCourseName });
    expect(link).toHaveAttribute('title', longCourseName);
  });

  it('opens from the keyboard', async () => {
    const onOpen = vi.fn((event: MouseEvent<HTMLElement>) => event.preventDefault());
    render(<CourseCard {...course} onOpen={onOpen} />);
    await userEvent.tab();
    expect(screen.getByRole('link', { name: course.name })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("links its name through the app's link component", async () => {
    const open = vi.fn();
    render(
      <LinkProvider component={sampleLink(open)}>
        <CourseCard {...course} />
      </LinkProvider>,
    );
    const link = within(screen.getByRole('heading', { level: 3 })).getByRole('link', { name: course.name });
    expect(link).toHaveAttribute('data-app-link');
    expect(link).toHaveAttribute('title', course.name);
    await userEvent.click(link);
    expect(open).toHaveBeenCalledWith(course.href);
  });

  it("still lets the deprecated onOpen take the click before the app's link", async () => {
    const open = vi.fn();
    const onOpen = vi.fn((event: MouseEvent<HTMLElement>) => event.preventDefault());
    render(
      <LinkProvider component={sampleLink(open)}>
        <CourseCard {...course} onOpen={onOpen} />
      </LinkProvider>,
    );
    await userEvent.click(screen.getByRole('link', { name: course.name }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(open).not.toHaveBeenCalled();
  });

  it('opens through a button when it has a handler but no address', async () => {
    const onOpen = vi.fn();
    render(<CourseCard {...course} href={undefined} onOpen={onOpen} />);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('lays out as a row in a list', () => {
    const { container } = render(<CourseCard {...course} layout="horizontal" headingLevel={2} />);
    expect(container.firstElementChild).toHaveAttribute('data-layout', 'horizontal');
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <>
        <CourseCard {...course} status="completed" isFine />
        <CourseCard {...course} name={longCourseName} cover={null} layout="horizontal" status="inProgress" />
        <CourseCard name="生态文明建设与绿色发展" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
