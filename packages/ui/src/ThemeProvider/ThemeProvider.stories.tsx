import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Header } from '../Header';
import { Tag } from '../Tag';
import { cssVar } from '../tokens';
import { ThemeProvider, type TenantAppearance } from './ThemeProvider';

const svg = (markup: string) => `data:image/svg+xml;utf8,${markup}`;

// A tenant's own logo and header picture, drawn inline so the story needs no server.
const branded: TenantAppearance = {
  focusColor: '#006d3b',
  logo: svg(
    '<svg xmlns="http://www.w3.org/2000/svg" width="360" height="56"><rect width="56" height="56" rx="8" fill="#006d3b"/><text x="70" y="38" font-size="28" fill="#006d3b" font-family="sans-serif">示例省干部网络学院</text></svg>',
  ),
  headerBackground: svg(
    '<svg xmlns="http://www.w3.org/2000/svg" width="24" height="24"><rect width="24" height="24" fill="#f2f8f4"/><path d="M0 24 24 0" stroke="#d5eadc" stroke-width="6"/></svg>',
  ),
};

/** What a theme colours: the banner, buttons, a tag and the focus ring. */
function ThemedSample() {
  return (
    <>
      <Header title="干部网络学院" onSearch={fn()} />
      <div style={{ display: 'grid', gap: 16, padding: 24 }}>
        <p style={{ margin: 0 }}>
          主题色用于按钮、标签与焦点框 <Tag tone="primary">必修</Tag>
        </p>
        <div style={{ display: 'flex', gap: 8 }}>
          <Button variant="primary">开始学习</Button>
          <Button>查看详情</Button>
        </div>
        <div style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
          <span aria-hidden="true" style={{ width: 32, height: 32, borderRadius: 4, background: cssVar('color-primary') }} />
          <code>--sp-color-primary</code>
          <span aria-hidden="true" style={{ width: 32, height: 32, borderRadius: 4, background: cssVar('color-focus') }} />
          <code>--sp-color-focus</code>
        </div>
      </div>
    </>
  );
}

const meta = {
  title: 'Foundations/ThemeProvider',
  component: ThemeProvider,
  // The learner's remembered elder-mode choice stays out of these stories: the mode has its own.
  args: { theme: 'red', elder: false, children: <ThemedSample /> },
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The provider's own root, inside the toolbar's theme that wraps every story. */
const themeRootOf = (element: HTMLElement) => element.closest('[data-theme]') as HTMLElement;
const tokenOf = (element: HTMLElement, name: string) => getComputedStyle(themeRootOf(element)).getPropertyValue(name).trim();

export const RedTheme: Story = {
  play: async ({ canvas }) => {
    const start = canvas.getByRole('button', { name: '开始学习' });
    await expect(themeRootOf(start)).toHaveAttribute('data-theme', 'red');
    await expect(tokenOf(start, '--sp-color-primary')).toBe('#C50405');
  },
};

export const BlueTheme: Story = {
  args: { theme: 'blue' },
  play: async ({ canvas }) => {
    const start = canvas.getByRole('button', { name: '开始学习' });
    await expect(themeRootOf(start)).toHaveAttribute('data-theme', 'blue');
    await expect(tokenOf(start, '--sp-color-primary')).toBe('#1d6fb8');
    await expect(tokenOf(start, '--sp-color-focus')).toBe('rgb(74,158,226)');
  },
};

/** A tenant's focus colour, logo and header picture over the red theme, applied at run time. */
export const TenantOverride: Story = {
  args: { tenant: branded },
  play: async ({ canvas }) => {
    // The Header takes the tenant's logo when it is given none, named by the site's title.
    await expect(canvas.getByRole('img', { name: '干部网络学院' })).toHaveAttribute('src', branded.logo);
    const start = canvas.getByRole('button', { name: '开始学习' });
    await expect(tokenOf(start, '--sp-color-focus')).toBe('#006d3b');
    await expect(tokenOf(start, '--sp-header-background')).toMatch(/^url\("data:image\/svg\+xml/);
    // Only the focus colour is the tenant's; the theme's own colours stay.
    await expect(tokenOf(start, '--sp-color-primary')).toBe('#C50405');
  },
};

export const TenantOverrideInteraction: Story = {
  ...TenantOverride,
  name: 'Test: Tenant Focus Ring',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    const start = canvas.getByRole('button', { name: '开始学习' });
    start.focus();
    await userEvent.tab({ shift: true });
    await userEvent.tab();
    await expect(start).toHaveFocus();
    // The keyboard focus ring is drawn in the tenant's colour, not the theme's red.
    await expect(getComputedStyle(start).boxShadow).toContain('rgb(0, 109, 59)');
  },
};
