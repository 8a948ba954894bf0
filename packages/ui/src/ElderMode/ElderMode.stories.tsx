import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Button } from '../Button';
import { Checkbox } from '../Checkbox';
import { Input } from '../Input';
import { ThemeProvider, useTheme } from '../ThemeProvider';
import { cookieElderModeStore, type ElderModeStore } from './elderModeStore';

/** A store that starts from the given choice and keeps none: the state stories stay as drawn. */
const rememberedAs = (on: boolean): ElderModeStore => ({ read: () => on, write: () => undefined });

/** The switch a settings page offers, and what the mode enlarges: type, fields and buttons. */
function ElderModeSample() {
  const { elder, setElder } = useTheme();
  return (
    <div style={{ display: 'grid', gap: 16, padding: 24, maxWidth: 480 }}>
      <Checkbox label="长者模式（更大的字号与按钮，更高的对比度）" checked={elder} onChange={(event) => setElder(event.target.checked)} />
      <p style={{ margin: 0 }}>本年度应修满50学时，其中必修课程不少于30学时。</p>
      <Input aria-label="搜索课程" placeholder="搜索课程" />
      <div style={{ display: 'flex', gap: 8 }}>
        <Button variant="primary">开始学习</Button>
        <Button>查看详情</Button>
      </div>
    </div>
  );
}

const meta = {
  title: 'Foundations/ElderMode',
  component: ThemeProvider,
  args: { theme: 'red', elderModeStore: rememberedAs(false), children: <ElderModeSample /> },
} satisfies Meta<typeof ThemeProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

const switchName = /长者模式/;
/** The story's own provider, inside the toolbar's theme that wraps every story. */
const modeRootOf = (element: HTMLElement) => element.closest('[data-elder]') as HTMLElement;
const tokenOf = (element: HTMLElement, name: string) => getComputedStyle(modeRootOf(element)).getPropertyValue(name).trim();

export const Off: Story = {
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('checkbox', { name: switchName });
    await expect(toggle).not.toBeChecked();
    await expect(modeRootOf(toggle)).toHaveAttribute('data-elder', 'false');
    await expect(tokenOf(toggle, '--sp-font-size-body')).toBe('14px');
  },
};

/** Larger type and targets, stronger contrast: the learner switched the mode on in an earlier visit. */
export const On: Story = {
  args: { elderModeStore: rememberedAs(true) },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('checkbox', { name: switchName });
    await expect(toggle).toBeChecked();
    await expect(modeRootOf(toggle)).toHaveAttribute('data-elder', 'true');
    await expect(tokenOf(toggle, '--sp-font-size-body')).toBe('18px');
    await expect(tokenOf(toggle, '--sp-touch-target')).toBe('48px');
  },
};

export const OnBlueTheme: Story = { ...On, args: { ...On.args, theme: 'blue' } };

const forgetChoice = () => cookieElderModeStore.write(false);

export const OffInteraction: Story = {
  ...Off,
  name: 'Test: Switching On Is Remembered',
  tags: ['!autodocs', 'interaction'],
  args: { elderModeStore: cookieElderModeStore },
  // The cookie outlives the story; each test starts without a choice and leaves none behind.
  beforeEach: () => {
    forgetChoice();
    return forgetChoice;
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('checkbox', { name: switchName });
    await expect(modeRootOf(toggle)).toHaveAttribute('data-elder', 'false');
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(modeRootOf(toggle)).toHaveAttribute('data-elder', 'true');
    await expect(tokenOf(toggle, '--sp-font-size-body')).toBe('18px');
    // The next visit starts in the mode.
    await expect(cookieElderModeStore.read()).toBe(true);
  },
};

export const OnInteraction: Story = {
  ...On,
  name: 'Test: Switching Off Is Remembered',
  tags: ['!autodocs', 'interaction'],
  args: { elderModeStore: cookieElderModeStore },
  beforeEach: () => {
    cookieElderModeStore.write(true);
    return forgetChoice;
  },
  play: async ({ canvas }) => {
    const toggle = canvas.getByRole('checkbox', { name: switchName });
    await expect(toggle).toBeChecked();
    await userEvent.keyboard('{Tab}');
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(toggle).not.toBeChecked();
    await expect(modeRootOf(toggle)).toHaveAttribute('data-elder', 'false');
    await expect(cookieElderModeStore.read()).toBe(false);
  },
};
