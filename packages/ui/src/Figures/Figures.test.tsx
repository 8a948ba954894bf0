import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { Figure, Figures } from './Figures';

describe('Figures', () => {
  it('pairs each label with its number in one description list', async () => {
    const { container } = render(
      <Figures aria-label="学习概况">
        <Figure label="累计学时" value="37.5" />
        <Figure label="完成课程" value="12 / 20" />
      </Figures>,
    );
    const list = screen.getByLabelText('学习概况');
    expect(list.tagName).toBe('DL');
    const terms = within(list).getAllByRole('term');
    const definitions = within(list).getAllByRole('definition');
    expect(terms.map((term) => term.textContent)).toEqual(['累计学时', '完成课程']);
    expect(definitions.map((definition) => definition.textContent)).toEqual(['37.5', '12 / 20']);
    // Each pair is grouped in its own box, a div inside the dl.
    expect(terms[0]!.parentElement).toBe(definitions[0]!.parentElement);
    expect(terms[0]!.parentElement!.tagName).toBe('DIV');
    await expectNoAxeViolations(container);
  });
});
