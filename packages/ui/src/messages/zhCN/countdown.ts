export const countdownMessages = {
  label: '剩余时间',
  ended: '时间到',
  minutesLeft: (minutes: number) => `还剩 ${minutes} 分钟`,
};
