import { useSectionMessages } from '../UiMessagesProvider';

export const elderModeMessages = {
  on: '长者模式',
  off: '标准模式',
};

/** The elderMode strings with whatever a UiMessagesProvider above replaced. */
export const useElderModeMessages = () => useSectionMessages('elderMode', elderModeMessages);
