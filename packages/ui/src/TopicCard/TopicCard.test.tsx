import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MouseEvent } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { displayLengths } from '../format/displayText';
import { LinkProvider } from '../LinkProvider';
import { sampleLink } from '../LinkProvider/sampleLink';
import { expectNoAxeViolations } from '../testing/axe';
import { longTopicDescription, longTopicName } from './sampleTopics';
import { TopicCard } from './TopicCard';

const topic = {
  name: '学习贯彻党的二十大精神',
  cover: '/covers/topic.png',
  courseCount: 24,
  description: '系统解读党的二十大报告的主题、主要内容和重大意义。',
  href: '/subjectDetail?subjectId=s-01',
};

describe('TopicCard', () => {
  it('shows the name as a linked heading, the description and the course count', () => {
    render(<TopicCard {...topic} />);
    const heading = screen.getByRole('heading', { level: 3, name: topic.name });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', topic.href);
    expect(screen.getByText(topic.description)).toBeInTheDocument();
    expect(screen.getByText('24 门课程')).toBeInTheDocument();
    expect(screen.getAllByRole('link')).toHaveLength(1);
  });

  it('draws what the page adds, such as progress, inside the card', () => {
    render(
      <TopicCard {...topic}>
        <p>已完成 3 / 24 门课程</p>
      </TopicCard>,
    );
    expect(within(screen.getByRole('article')).getByText('已完成 3 / 24 门课程')).toBeInTheDocument();
  });

  it('keeps long texts whole for screen readers', () => {
    render(<TopicCard {...topic} name={longTopicName} description={longTopicDescription} />);
    expect(screen.getByRole('link', { name: longTopicName })).toBeInTheDocument();
    expect(screen.getByText(longTopicDescription)).toHaveAttribute('title', longTopicDescription);
  });

  it('cuts a runaway name and description short, on screen and on hover', () => {
    const zalgo = `Z${'\u0301'.repeat(100_000)}`;
    render(<TopicCard {...topic} name={`${zalgo} ${'Unbreakable'.repeat(2_000)}`} description={`摘要${zalgo}${'长'.repeat(2_000)}`} />);
    const link = screen.getByRole('link');
    expect([...(link.textContent ?? '')]).toHaveLength(displayLengths.title);
    expect(link).toHaveAttribute('title', link.textContent);
    const description = screen.getByText(/^摘要Z/);
    expect(description.textContent).toMatch(/^摘要Z\u0301{30}长+…$/u);
    expect([...(description.textContent ?? '')]).toHaveLength(displayLengths.text);
    expect(description).toHaveAttribute('title', description.textContent);
  });

  it('opens from the keyboard', async () => {
    const onOpen = vi.fn((event: MouseEvent<HTMLElement>) => event.preventDefault());
    render(<TopicCard {...topic} onOpen={onOpen} />);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    expect(onOpen).toHaveBeenCalledTimes(1);
  });

  it("links its name through the app's link component", async () => {
    const open = vi.fn();
    render(
      <LinkProvider component={sampleLink(open)}>
        <TopicCard {...topic} />
      </LinkProvider>,
    );
    const link = screen.getByRole('link', { name: topic.name });
    expect(link).toHaveAttribute('data-app-link');
    await userEvent.click(link);
    expect(open).toHaveBeenCalledWith(topic.href);
  });

  it('leaves out what it is not given', () => {
    render(<TopicCard name="法治中国建设" />);
    expect(screen.queryByText(/门课程/)).not.toBeInTheDocument();
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('reads the null fields of an API record as absent', () => {
    render(<TopicCard name="法治中国建设" cover={null} courseCount={null} description={null} />);
    expect(screen.queryByText(/门课程/)).not.toBeInTheDocument();
    expect(screen.getByRole('article').querySelector('p')).toBeNull();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(
      <>
        <TopicCard {...topic} />
        <TopicCard {...topic} name={longTopicName} description={longTopicDescription} cover={null} />
      </>,
    );
    await expectNoAxeViolations(container);
  });
});
