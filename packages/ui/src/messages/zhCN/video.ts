import { useSectionMessages } from '../UiMessagesProvider';

export const videoMessages = {
  unplayable: '此视频暂无法播放，请稍后再试',
  seekLimited: '完成学习前不能拖动到未观看的位置',
  play: '播放',
  pause: '暂停',
  label: '课程视频',
};

/** The video strings with whatever a UiMessagesProvider above replaced. */
export const useVideoMessages = () => useSectionMessages('video', videoMessages);
