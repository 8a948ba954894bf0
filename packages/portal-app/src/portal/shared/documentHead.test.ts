// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { applyDocumentHead } from './documentHead';

describe('document head', () => {
  afterEach(() => {
    document.head.innerHTML = '';
    document.title = '';
  });

  it('writes the title, description, keywords and favicon from the configuration', () => {
    document.head.innerHTML = '<meta name="description" content="默认"><link rel="icon" href="/favicon.svg" type="image/svg+xml">';
    applyDocumentHead(document, { title: '干部网络学院', description: '学习平台', keywords: '学习,培训', favicon: '/tenant.ico' });
    expect(document.title).toBe('干部网络学院');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', '学习平台');
    expect(document.head.querySelector('meta[name="keywords"]')).toHaveAttribute('content', '学习,培训');
    const icon = document.head.querySelector('link[rel="icon"]');
    expect(icon).toHaveAttribute('href', '/tenant.ico');
    expect(icon).not.toHaveAttribute('type');
  });

  it('leaves the defaults alone when the configuration says nothing', () => {
    document.head.innerHTML = '<meta name="description" content="默认">';
    document.title = '默认标题';
    applyDocumentHead(document, {});
    expect(document.title).toBe('默认标题');
    expect(document.head.querySelector('meta[name="description"]')).toHaveAttribute('content', '默认');
    expect(document.head.querySelector('meta[name="keywords"]')).toBeNull();
  });
});
