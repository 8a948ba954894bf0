export const progressMessages = {
  label: '进度',
  percent: (percent: number) => `${percent}%`,
};
