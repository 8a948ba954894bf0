import { useSectionMessages } from '../UiMessagesProvider';

export const ratingMessages = {
  label: '评分',
  score: (score: number) => `${score} 分`,
  star: (stars: number) => `${stars} 星`,
};

/** The rating strings with whatever a UiMessagesProvider above replaced. */
export const useRatingMessages = () => useSectionMessages('rating', ratingMessages);
