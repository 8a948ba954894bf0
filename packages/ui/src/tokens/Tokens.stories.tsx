import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { baseTokens, cssVar, type TokenName } from './tokens';

const colourTokens = (Object.keys(baseTokens) as TokenName[]).filter((name) => name.startsWith('color-'));
const typeScale: TokenName[] = ['font-size-small', 'font-size-body', 'font-size-title', 'font-size-large', 'font-size-menu', 'font-size-brand'];

/** Every colour and type token as the active theme and mode resolve it. */
function TokenSheet() {
  return (
    <div style={{ padding: 24 }}>
      <h1 style={{ fontSize: cssVar('font-size-large') }}>设计令牌</h1>
      <h2 style={{ fontSize: cssVar('font-size-title') }}>颜色</h2>
      <ul style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))', gap: 12, padding: 0, listStyle: 'none' }}>
        {colourTokens.map((name) => (
          <li key={name} style={{ display: 'flex', alignItems: 'center', gap: 8 }}>
            <span aria-hidden="true" style={{ width: 32, height: 32, borderRadius: 4, border: '1px solid #999', background: cssVar(name) }} />
            <code>--sp-{name}</code>
          </li>
        ))}
      </ul>
      <h2 style={{ fontSize: cssVar('font-size-title') }}>字号</h2>
      {typeScale.map((name) => (
        <p key={name} style={{ fontSize: cssVar(name), margin: '8px 0' }}>
          <code>--sp-{name}</code> 干部网络学院 学习强国
        </p>
      ))}
    </div>
  );
}

const meta = {
  title: 'Foundations/Tokens',
  component: TokenSheet,
} satisfies Meta<typeof TokenSheet>;

export default meta;
type Story = StoryObj<typeof meta>;

export const RedTheme: Story = {
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-theme]') as HTMLElement;
    await expect(getComputedStyle(root).getPropertyValue('--sp-color-primary').trim()).toBe('#C50405');
  },
};

export const BlueTheme: Story = {
  globals: { theme: 'blue' },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-theme]') as HTMLElement;
    await expect(getComputedStyle(root).getPropertyValue('--sp-color-focus').trim()).toBe('rgb(74,158,226)');
    await expect(getComputedStyle(root).getPropertyValue('--sp-color-footer').trim()).toBe('#4a9ee2');
  },
};

export const ElderMode: Story = {
  globals: { elder: true },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[data-theme]') as HTMLElement;
    await expect(getComputedStyle(root).getPropertyValue('--sp-font-size-body').trim()).toBe('18px');
    await expect(getComputedStyle(root).getPropertyValue('--sp-touch-target').trim()).toBe('48px');
  },
};
