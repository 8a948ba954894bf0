import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { Highlight, highlightParts } from './highlight';

describe('highlighting the keyword in a result', () => {
  it('marks every match and keeps the text between them', () => {
    expect(highlightParts('数字政府建设与数字素养', '数字')).toEqual([
      { text: '数字', match: true },
      { text: '政府建设与', match: false },
      { text: '数字', match: true },
      { text: '素养', match: false },
    ]);
  });

  it('ignores case but keeps the text as written', () => {
    expect(highlightParts('AI赋能与ai治理', 'Ai')).toEqual([
      { text: 'AI', match: true },
      { text: '赋能与', match: false },
      { text: 'ai', match: true },
      { text: '治理', match: false },
    ]);
  });

  it('takes the keyword literally, pattern characters included', () => {
    expect(highlightParts('a.b ab (c)', '.')).toEqual([
      { text: 'a', match: false },
      { text: '.', match: true },
      { text: 'b ab (c)', match: false },
    ]);
    expect(highlightParts('规则(试行)', '(试行)')).toEqual([
      { text: '规则', match: false },
      { text: '(试行)', match: true },
    ]);
  });

  it('does not overlap matches', () => {
    expect(highlightParts('aaa', 'aa')).toEqual([
      { text: 'aa', match: true },
      { text: 'a', match: false },
    ]);
  });

  it('leaves the text whole with no keyword, no match or a keyword longer than the text', () => {
    expect(highlightParts('党史学习', '')).toEqual([{ text: '党史学习', match: false }]);
    expect(highlightParts('党史学习', '  ')).toEqual([{ text: '党史学习', match: false }]);
    expect(highlightParts('党史学习', '法治')).toEqual([{ text: '党史学习', match: false }]);
    expect(highlightParts('党史', '党史学习教育')).toEqual([{ text: '党史', match: false }]);
    expect(highlightParts('', '党史')).toEqual([]);
  });

  it('renders matches as <mark> and markup in the text as text', () => {
    const { container } = render(
      <p>
        <Highlight text="<script>alert(1)</script>安全检测通知" keyword="安全" />
      </p>,
    );
    expect(container.querySelector('script')).toBeNull();
    expect([...container.querySelectorAll('mark')].map((mark) => mark.textContent)).toEqual(['安全']);
    expect(container.textContent).toBe('<script>alert(1)</script>安全检测通知');
  });
});
