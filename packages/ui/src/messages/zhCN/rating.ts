export const ratingMessages = {
  label: '评分',
  score: (score: number) => `${score} 分`,
  star: (stars: number) => `${stars} 星`,
};
