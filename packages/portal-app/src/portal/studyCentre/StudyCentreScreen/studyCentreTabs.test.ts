import { describe, expect, it } from 'vitest';
import { availableTabs, studyCentreTabs, passwordTabId, tabOf } from './studyCentreTabs';

describe('the study centre tabs (acativeId)', () => {
  it('opens the password tab with acativeId=8, as the post-login reminder links it', () => {
    expect(passwordTabId).toBe('8');
    expect(tabOf('8').key).toBe('password');
  });

  it('opens the first tab, 学习概况, for 1, for nothing and for an unknown value', () => {
    expect(tabOf('1').key).toBe('overview');
    expect(tabOf(null).key).toBe('overview');
    expect(tabOf('99').key).toBe('overview');
    expect(tabOf(' 5 ').key).toBe('certificates');
  });

  it('gives every tab its own id', () => {
    expect(new Set(studyCentreTabs.map((tab) => tab.id)).size).toBe(studyCentreTabs.length);
    expect(new Set(studyCentreTabs.map((tab) => tab.key)).size).toBe(studyCentreTabs.length);
  });

  it('leaves out the tabs the study-centre settings switch off', () => {
    const keys = (switches: Parameters<typeof availableTabs>[0]) => availableTabs(switches).map((tab) => tab.key);
    expect(keys({ certificateEnabled: true, dispatchEnabled: true })).toContain('dispatch');
    expect(keys({ certificateEnabled: false, dispatchEnabled: false })).not.toContain('certificates');
    // Before the settings arrive every tab is there, so a link to one never shows another first.
    expect(keys(undefined)).toHaveLength(studyCentreTabs.length);
    // A switched-off tab opened by its id falls back to the first tab.
    expect(tabOf('11', availableTabs({ certificateEnabled: true, dispatchEnabled: false })).key).toBe('overview');
  });
});
