import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SectionPlaceholder } from './SectionPlaceholder';
import { sectionShapes } from './sectionShapes';

describe('the placeholder of a home section', () => {
  it('draws as many blank cards as the section will show, hidden from screen readers', () => {
    const { container } = render(<SectionPlaceholder shape={sectionShapes.books} />);
    expect(container.querySelectorAll('[data-placeholder-card]')).toHaveLength(sectionShapes.books.count);
    expect(container.querySelector('[data-placeholder-card]')?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says 正在加载 once the section is on its way', () => {
    render(<SectionPlaceholder shape={sectionShapes.lives} announce />);
    expect(screen.getByRole('status')).toHaveTextContent('正在加载');
  });

  it('keeps the room of the controls around the cards only until the section draws them itself', () => {
    const withControls = render(<SectionPlaceholder shape={sectionShapes.courses} withControls />);
    const cardsOnly = render(<SectionPlaceholder shape={sectionShapes.courses} />);
    const blocks = (root: HTMLElement) => root.querySelector('[aria-hidden="true"]')?.children.length;
    expect(blocks(withControls.container)).toBe(2);
    expect(blocks(cardsOnly.container)).toBe(1);
  });

  it('draws a blank panel for each block of the ranking', () => {
    const { container } = render(<SectionPlaceholder shape={sectionShapes.ranking} />);
    expect(container.querySelector('[aria-hidden="true"] > div')?.children).toHaveLength(sectionShapes.ranking.panels.length);
  });
});
