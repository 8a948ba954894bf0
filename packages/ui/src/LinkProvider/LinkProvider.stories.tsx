import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { CourseCard } from '../CourseCard';
import { sampleCourses } from '../CourseCard/sampleCourses';
import { LinkProvider } from './LinkProvider';
import { sampleLink } from './sampleLink';

const { id: _id, ...course } = sampleCourses[1]!;

/** The kit's links: a course card's name and two buttons that lead to other pages. */
function KitLinks() {
  return (
    <div style={{ display: 'grid', gap: 16, maxWidth: 300 }}>
      <CourseCard {...course} href="#/coursedetail?id=c-002" />
      <div style={{ display: 'flex', gap: 8 }}>
        <Button href="#/subcourse?id=c-002" variant="primary">
          开始学习
        </Button>
        <Button href="#/discussRoom?id=c-002">课程讨论</Button>
      </div>
    </div>
  );
}

// The app's router, standing in: it records the page a plain click opens instead of loading it.
const opened = fn().mockName('opened');

const meta = {
  title: 'Foundations/LinkProvider',
  component: LinkProvider,
  args: { component: sampleLink(opened), children: <KitLinks /> },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof LinkProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The app gave its link component: every kit link renders through it, looking as before. */
export const AppLink: Story = {
  play: async ({ canvas }) => {
    const links = canvas.getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual([course.name, '开始学习', '课程讨论']);
    for (const link of links) await expect(link).toHaveAttribute('data-app-link');
  },
};

export const AppLinkInteraction: Story = {
  ...AppLink,
  name: 'Test: App Link',
  tags: ['!autodocs', 'interaction'],
  play: async (context) => {
    await AppLink.play!(context);
    const { canvas } = context;
    opened.mockClear();
    await userEvent.click(within(canvas.getByRole('heading', { name: course.name })).getByRole('link'));
    await userEvent.click(canvas.getByRole('link', { name: '开始学习' }));
    await expect(opened.mock.calls).toEqual([['#/coursedetail?id=c-002'], ['#/subcourse?id=c-002']]);
  },
};

/** No provider: the same links are plain anchors, and following one loads the page. */
export const PlainAnchors: Story = {
  render: () => <KitLinks />,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: '开始学习' })).toHaveAttribute('href', '#/subcourse?id=c-002');
    for (const link of canvas.getAllByRole('link')) await expect(link).not.toHaveAttribute('data-app-link');
  },
};
