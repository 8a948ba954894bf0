import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { ClassCard } from '../ClassCard';
import { sampleClasses } from '../ClassCard/sampleClasses';
import { CourseCard } from '../CourseCard';
import { longCourseName, sampleCourses, type SampleCourse } from '../CourseCard/sampleCourses';
import { TopicCard } from '../TopicCard';
import { sampleTopics } from '../TopicCard/sampleTopics';
import { CardCollection } from './CardCollection';

const courses: SampleCourse[] = [
  ...sampleCourses,
  { ...sampleCourses[2]!, id: 'c-007', name: longCourseName, cover: null },
  { ...sampleCourses[3]!, id: 'c-008', name: '公文写作与处理实务', status: 'completed', isFine: false },
];

const preventNavigation = (event: { preventDefault(): void }) => event.preventDefault();

const meta = {
  title: 'Content/CardCollection',
  component: CardCollection<SampleCourse>,
  args: {
    items: courses,
    getKey: (course) => course.id,
    renderItem: ({ id: _id, ...course }) => <CourseCard {...course} onOpen={preventNavigation} />,
    label: '课程推荐',
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof CardCollection<SampleCourse>>;

export default meta;
type Story = StoryObj<typeof meta>;

const columnCount = (list: HTMLElement) => getComputedStyle(list).gridTemplateColumns.split(' ').length;

export const GridOfCourses: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('listitem')).toHaveLength(8);
  },
};

export const GridOfCoursesInteraction: Story = {
  ...GridOfCourses,
  name: 'Test: Grid Of Courses',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await GridOfCourses.play!(context);
    const { canvas } = context;
    const list = canvas.getByRole('list', { name: '课程推荐' });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: courses[0]!.name })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: courses[1]!.name })).toHaveFocus();
    await expect(list).toHaveAttribute('data-layout', 'grid');
  },
};

export const ListOfCourses: Story = {
  args: {
    layout: 'list',
    renderItem: ({ id: _id, ...course }) => <CourseCard {...course} layout="horizontal" onOpen={preventNavigation} />,
  },
  play: async ({ canvas }) => {
    const list = canvas.getByRole('list', { name: '课程推荐' });
    await expect(list.tagName).toBe('UL');
    await expect(columnCount(list)).toBe(1);
  },
};

/** 4, 3, 2 and 1 columns as the container narrows, whatever the window's width. */
export const ColumnsByContainerWidth: Story = {
  decorators: [
    (Story) => (
      <div data-testid="container" style={{ width: 1200 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas }) => {
    const container = canvas.getByTestId('container');
    const list = canvas.getByRole('list', { name: '课程推荐' });
    for (const [width, columns] of [
      [1200, 4],
      [900, 3],
      [600, 2],
      [400, 1],
    ] as const) {
      container.style.width = `${width}px`;
      await waitFor(() => expect(columnCount(list)).toBe(columns));
    }
  },
};

export const LoadingGrid: Story = {
  args: { loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载');
    await expect(canvasElement.querySelectorAll('[data-card-skeleton]')).toHaveLength(8);
    await expect(canvas.queryByRole('list')).toBeNull();
  },
};

export const LoadingList: Story = {
  args: { loading: true, layout: 'list', skeletonCount: 4 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('正在加载');
    await expect(canvasElement.querySelectorAll('[data-card-skeleton][data-layout="list"]')).toHaveLength(4);
  },
};

export const Empty: Story = {
  args: { items: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无数据')).toBeVisible();
  },
};

export const EmptyClasses: Story = {
  args: { items: [], emptyKind: 'noClasses' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('暂无专题班，敬请期待')).toBeVisible();
  },
};

export const GridOfClasses: StoryObj = {
  render: () => (
    <CardCollection
      items={sampleClasses}
      getKey={(item) => item.id}
      renderItem={({ id: _id, ...item }) => <ClassCard {...item} onEnrol={() => undefined} onOpen={preventNavigation} />}
      label="网上专题班"
    />
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: '报名' })).toBeVisible();
  },
};

export const GridOfTopics: StoryObj = {
  render: () => (
    <CardCollection
      items={sampleTopics}
      getKey={(item) => item.id}
      renderItem={({ id: _id, ...item }) => <TopicCard {...item} onOpen={preventNavigation} />}
      label="专题推荐"
    />
  ),
};

export const GridOfCoursesBlueTheme: Story = { ...GridOfCourses, globals: { theme: 'blue' } };

export const GridOfCoursesBlueThemeInteraction: Story = {
  ...GridOfCoursesBlueTheme,
  name: 'Test: Grid Of Courses Blue Theme',
  tags: ['!autodocs', 'interaction'],
  play: GridOfCoursesInteraction.play,
};
export const GridOfCoursesElderMode: Story = { ...GridOfCourses, globals: { elder: true } };

export const GridOfCoursesElderModeInteraction: Story = {
  ...GridOfCoursesElderMode,
  name: 'Test: Grid Of Courses Elder Mode',
  tags: ['!autodocs', 'interaction'],
  play: GridOfCoursesInteraction.play,
};
export const ListOfCoursesElderMode: Story = { ...ListOfCourses, globals: { elder: true } };
export const LoadingGridBlueTheme: Story = { ...LoadingGrid, globals: { theme: 'blue' } };
