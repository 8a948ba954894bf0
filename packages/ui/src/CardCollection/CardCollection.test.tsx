import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CourseCard } from '../CourseCard';
import { expectNoAxeViolations } from '../testing/axe';
import { CardCollection } from './CardCollection';

const courses = [
  { id: 'c-001', name: '习近平新时代中国特色社会主义思想概论', teacher: '王建国', href: '/course/c-001' },
  { id: 'c-002', name: '中国共产党党史专题', teacher: '李晓华', href: '/course/c-002' },
  { id: 'c-003', name: '生态文明建设与绿色发展', teacher: '陈志远', href: '/course/c-003' },
];

type Course = (typeof courses)[number];

const renderCourse = (course: Course) => <CourseCard name={course.name} teacher={course.teacher} href={course.href} />;
const keyOf = (course: Course) => course.id;

describe('CardCollection', () => {
  it('lists one card per item in a grid', () => {
    render(<CardCollection items={courses} renderItem={renderCourse} getKey={keyOf} label="课程推荐" />);
    const list = screen.getByRole('list', { name: '课程推荐' });
    expect(list.tagName).toBe('UL');
    expect(list).toHaveAttribute('data-layout', 'grid');
    expect(within(list).getAllByRole('listitem')).toHaveLength(3);
    expect(within(list).getAllByRole('heading').map((heading) => heading.textContent)).toEqual(courses.map((course) => course.name));
  });

  it('lists one card a row as a list', () => {
    render(<CardCollection items={courses} renderItem={renderCourse} getKey={keyOf} layout="list" />);
    expect(screen.getByRole('list')).toHaveAttribute('data-layout', 'list');
    expect(screen.getAllByRole('listitem')).toHaveLength(3);
  });

  it('moves from card to card with Tab, one stop each', async () => {
    render(<CardCollection items={courses} renderItem={renderCourse} getKey={keyOf} />);
    for (const course of courses) {
      await userEvent.tab();
      expect(screen.getByRole('link', { name: course.name })).toHaveFocus();
    }
  });

  it('shows eight card placeholders while loading, announced once', () => {
    const { container } = render(<CardCollection items={courses} renderItem={renderCourse} getKey={keyOf} loading />);
    expect(container.querySelectorAll('[data-card-skeleton]')).toHaveLength(8);
    expect(screen.getAllByRole('status')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('正在加载');
    expect(container.querySelector('[aria-busy="true"]')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('heading')).not.toBeInTheDocument();
  });

  it('shows as many placeholders as asked, of its own shape if given', () => {
    const { container, rerender } = render(<CardCollection items={[]} renderItem={renderCourse} getKey={keyOf} loading skeletonCount={3} layout="list" />);
    expect(container.querySelectorAll('[data-card-skeleton][data-layout="list"]')).toHaveLength(3);
    rerender(<CardCollection items={[]} renderItem={renderCourse} getKey={keyOf} loading skeletonCount={2} renderSkeleton={() => <div data-own-skeleton="" />} />);
    expect(container.querySelectorAll('[data-own-skeleton]')).toHaveLength(2);
  });

  it('says 暂无数据 when empty, or the text it is given', () => {
    const { rerender } = render(<CardCollection items={[]} renderItem={renderCourse} getKey={keyOf} />);
    expect(screen.getByText('暂无数据')).toBeVisible();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    rerender(<CardCollection items={[]} renderItem={renderCourse} getKey={keyOf} emptyKind="noClasses" />);
    expect(screen.getByText('暂无专题班，敬请期待')).toBeVisible();
    rerender(<CardCollection items={[]} renderItem={renderCourse} getKey={keyOf} emptyText="没有找到符合条件的课程" />);
    expect(screen.getByText('没有找到符合条件的课程')).toBeVisible();
  });

  it('has no accessibility violations, with items, loading or empty', async () => {
    const { container } = render(
      <>
        <CardCollection items={courses} renderItem={renderCourse} getKey={keyOf} label="课程推荐" />
        <CardCollection items={courses} renderItem={renderCourse} getKey={keyOf} loading />
        <CardCollection items={[]} renderItem={renderCourse} getKey={keyOf} emptyKind="noClasses" />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
