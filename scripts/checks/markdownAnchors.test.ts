import { describe, expect, it } from 'vitest';
import { anchorsOf } from './markdownAnchors';

describe('anchorsOf', () => {
  it('gives a heading the anchor GitHub gives it', () => {
    expect(anchorsOf('## Forced password change\n### 4. Calls: the `token` header (A/B)')).toEqual(
      new Set(['forced-password-change', '4-calls-the-token-header-ab']),
    );
  });

  it('numbers a repeated heading and skips headings inside code blocks', () => {
    expect(anchorsOf('## Rules\n```md\n## Not a heading\n```\n## Rules')).toEqual(new Set(['rules', 'rules-1']));
  });

  it('keeps Chinese letters and takes explicit anchors', () => {
    expect(anchorsOf('## 专题班 classes\n<a id="class-hours"></a>')).toEqual(new Set(['专题班-classes', 'class-hours']));
  });
});
