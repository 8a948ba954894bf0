import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Button } from '../Button';
import { Popover } from './Popover';

/** A stand-in for the app's QR code picture. */
function SampleQrCode() {
  const cells = [0, 1, 2, 4, 6, 7, 9, 12, 14, 15, 17, 18, 21, 23, 24, 26, 28, 30, 31, 33, 35, 38, 40, 42, 43, 45, 46, 47, 48];
  return (
    <svg viewBox="0 0 7 7" width="96" height="96" role="img" aria-label="移动端下载二维码" shapeRendering="crispEdges">
      <rect width="7" height="7" fill="#ffffff" />
      {cells.map((cell) => (
        <rect key={cell} x={cell % 7} y={Math.floor(cell / 7)} width="1" height="1" fill="#111111" />
      ))}
    </svg>
  );
}

const qrContent = (
  <figure style={{ margin: 0, display: 'grid', justifyItems: 'center', gap: 4 }}>
    <SampleQrCode />
    <figcaption>扫码下载移动端</figcaption>
  </figure>
);

const meta = {
  title: 'Feedback/Popover',
  component: Popover,
  args: {
    label: '移动端',
    content: qrContent,
    trigger: (props) => <Button {...props}>移动端</Button>,
  },
  // Room on every side of the trigger, so each placement fits and none has to flip.
  decorators: [
    (Story) => (
      <div style={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: 480, padding: 24 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Popover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The panel as it shows once opened, held open through `open`. */
export const Open: Story = { args: { open: true } };

export const ClickToOpen: Story = {};

/** Opened with Enter, closed with Esc (focus back on the trigger), opened again. */
export const ClickToOpenInteraction: Story = {
  ...ClickToOpen,
  name: 'Test: Click To Open',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '移动端' });
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const panel = await canvas.findByRole('dialog', { name: '移动端' });
    await expect(panel).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(await canvas.findByRole('dialog', { name: '移动端' })).toBeVisible();
  },
};

/** The floating toolbar's QR codes (docs/product/frame.md#app-codes): shown on hover or keyboard focus, to the left. */
export const HoverToOpen: Story = {
  args: { openOn: 'hover', placement: 'left' },
};

export const HoverToOpenInteraction: Story = {
  ...HoverToOpen,
  name: 'Test: Hover To Open',
  tags: ['!autodocs', 'interaction'],
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '移动端' });
    await userEvent.tab();
    await expect(await canvas.findByRole('dialog', { name: '移动端' })).toBeVisible();
    await expect(trigger).toHaveAccessibleDescription(expect.stringContaining('扫码下载移动端'));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.hover(trigger);
    await expect(await canvas.findByRole('dialog', { name: '移动端' })).toBeVisible();
  },
};

/** Held open through `open`; the panel sits 8 px off the asked side. */
const placedOn = (placement: 'left' | 'right' | 'top' | 'bottom'): Story => ({
  args: { placement, open: true },
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: '移动端' });
    const panel = await canvas.findByRole('dialog', { name: '移动端' });
    await expect(panel).toHaveAttribute('data-placement', placement);
    await waitFor(() => {
      const panelBox = panel.getBoundingClientRect();
      const triggerBox = trigger.getBoundingClientRect();
      const gaps = {
        left: triggerBox.left - panelBox.right,
        right: panelBox.left - triggerBox.right,
        top: triggerBox.top - panelBox.bottom,
        bottom: panelBox.top - triggerBox.bottom,
      };
      expect(gaps[placement]).toBeCloseTo(8);
    });
  },
});

export const PlacementLeft: Story = placedOn('left');
export const PlacementRight: Story = placedOn('right');
export const PlacementTop: Story = placedOn('top');
export const PlacementBottom: Story = placedOn('bottom');

export const BlueTheme: Story = { ...ClickToOpen, globals: { theme: 'blue' } };

export const BlueThemeInteraction: Story = {
  ...BlueTheme,
  name: 'Test: Blue Theme',
  tags: ['!autodocs', 'interaction'],
  play: ClickToOpenInteraction.play,
};

export const ElderMode: Story = { ...HoverToOpen, globals: { elder: true } };

export const ElderModeInteraction: Story = {
  ...ElderMode,
  name: 'Test: Elder Mode',
  tags: ['!autodocs', 'interaction'],
  play: HoverToOpenInteraction.play,
};
