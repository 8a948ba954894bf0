import type { Meta, StoryObj } from '@storybook/react-vite';
import { Footer } from './Footer';

const fourLines = [
  '主办单位：干部网络学院（演示）',
  '技术支持：Study Portal 开源项目',
  '地址：北京市东城区示例路 1 号　邮编：100000',
  '京ICP备00000000号（演示）',
];

const meta = {
  title: 'Layout/Footer',
  component: Footer,
  args: { lines: fourLines },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FourLines: Story = {};

export const FourLinesBlueTheme: Story = { globals: { theme: 'blue' } };

export const TwoLines: Story = { args: { lines: [fourLines[0], '', '', fourLines[3]] } };
