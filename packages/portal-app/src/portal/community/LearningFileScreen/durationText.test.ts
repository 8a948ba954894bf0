import { describe, expect, it } from 'vitest';
import { durationText, fileYears } from './durationText';

describe('study time in the learning file', () => {
  it('writes hours and minutes, leaving out what is zero', () => {
    expect(durationText(45)).toBe('45分钟');
    expect(durationText(120)).toBe('2小时');
    expect(durationText(725)).toBe('12小时5分钟');
  });

  it('treats missing or negative time as none', () => {
    expect(durationText(null)).toBe('0分钟');
    expect(durationText(-5)).toBe('0分钟');
  });
});

describe('the years the learning file offers', () => {
  it('lists them newest first, with the chosen year even when the server did not offer it', () => {
    expect(fileYears([2024, 2026, 2025], 2025)).toEqual([2026, 2025, 2024]);
    expect(fileYears([2026, 2025], 2023)).toEqual([2026, 2025, 2023]);
  });
});
