/** The banner carousel's words, shared by the home page's shell and the carousel itself. */
export const bannerTexts = {
  carousel: '焦点图',
  slide: '幻灯片',
  slideLabel: (index: number, count: number) => `第${index + 1}张，共${count}张`,
  pause: '暂停轮播',
  play: '开始轮播',
  previous: '上一张',
  next: '下一张',
  show: (index: number, title: string) => `显示第${index + 1}张：${title}`,
} as const;
