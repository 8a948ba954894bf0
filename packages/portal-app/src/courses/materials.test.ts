import { describe, expect, it } from 'vitest';
import { isOtherSite, materialHref } from './materials';

const base = 'https://study.example.cn/coursedetail?id=c15';

describe('course material links', () => {
  it('links the portal’s own files and web addresses', () => {
    expect(materialHref('/demo-assets/handouts/c15.pdf', base)).toBe('https://study.example.cn/demo-assets/handouts/c15.pdf');
    expect(materialHref('https://files.example.cn/a.docx', base)).toBe('https://files.example.cn/a.docx');
  });

  it('never links script, data or empty addresses', () => {
    for (const path of ['javascript:alert(1)', ' JavaScript:alert(1)', 'data:text/html,<script>alert(1)</script>', '', '   ', null, undefined]) {
      expect(materialHref(path, base)).toBeUndefined();
    }
  });

  it('tells files of another site apart', () => {
    expect(isOtherSite('https://files.example.cn/a.docx', base)).toBe(true);
    expect(isOtherSite('https://study.example.cn/a.pdf', base)).toBe(false);
  });
});
