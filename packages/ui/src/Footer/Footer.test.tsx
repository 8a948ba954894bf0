import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../testing/axe';
import { Footer } from './Footer';

describe('Footer', () => {
  it('shows the configured lines in order inside the page footer, skipping empty ones', () => {
    render(<Footer lines={['主办单位：某学院', '', undefined, '京ICP备00000000号']} />);
    const footer = screen.getByRole('contentinfo');
    expect(Array.from(footer.querySelectorAll('p'), (line) => line.textContent)).toEqual([
      '主办单位：某学院',
      '京ICP备00000000号',
    ]);
  });

  it('shows the site links the app passes above the lines, inside the footer', () => {
    render(
      <Footer
        lines={['主办单位：某学院']}
        links={
          <nav aria-label="站点导航">
            <a href="/siteMap">网站地图</a>
          </nav>
        }
      />,
    );
    const footer = screen.getByRole('contentinfo');
    const nav = screen.getByRole('navigation', { name: '站点导航' });
    expect(footer).toContainElement(nav);
    expect(nav.compareDocumentPosition(footer.querySelector('p')!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('has no accessibility violations', async () => {
    const { container } = render(<Footer lines={['主办单位：某学院', '技术支持：某公司']} />);
    await expectNoAxeViolations(container);
  });
});
