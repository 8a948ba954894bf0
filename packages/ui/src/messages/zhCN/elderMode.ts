export const elderModeMessages = {
  on: '长者模式',
  off: '标准模式',
};
