import { describe, expect, it } from 'vitest';
import { overallScore, ratingDraftError, ratingRequestOf, scoreText, unratedDimensions } from './ratingMaths';

const complete = { viewpointScore: 10, problemScore: 8, contentScore: 8, vividScore: 6, effectScore: 10 };

describe('the five-dimension rating', () => {
  it('lists what is still unrated, in the order the form shows it', () => {
    expect(unratedDimensions({ viewpointScore: 10, contentScore: 6 })).toEqual(['注重问题导向', '课程生动形象', '教学切实有效']);
    expect(unratedDimensions(complete)).toEqual([]);
  });

  it('refuses an incomplete rating with the dimensions to rate', () => {
    expect(ratingDraftError({ viewpointScore: 10, problemScore: 8, contentScore: 8, vividScore: 6 })).toBe('请为以下各项打分：教学切实有效');
    expect(ratingDraftError(complete)).toBeUndefined();
  });

  it('builds the save request only from a complete rating of whole scores 0-10', () => {
    expect(ratingRequestOf('c01', complete)).toEqual({ courseId: 'c01', ...complete });
    expect(ratingRequestOf('c01', { ...complete, effectScore: undefined })).toBeUndefined();
    expect(ratingRequestOf('c01', { ...complete, effectScore: 12 })).toBeUndefined();
    expect(ratingRequestOf('c01', { ...complete, effectScore: 7.5 })).toBeUndefined();
  });

  it('averages the five scores to one decimal', () => {
    expect(overallScore(complete)).toBe(8.4);
    expect(overallScore({ viewpointScore: 9, problemScore: 9, contentScore: 8, vividScore: 8, effectScore: 9 })).toBe(8.6);
  });

  it('shows scores with one decimal, and no score before anyone rated', () => {
    expect(scoreText(8.63)).toBe('8.6分');
    expect(scoreText(9)).toBe('9.0分');
    expect(scoreText(12)).toBe('10.0分');
    expect(scoreText(undefined)).toBe('暂无评分');
    expect(scoreText(0, 0)).toBe('暂无评分');
  });
});
