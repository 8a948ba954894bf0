import type { HelpArticle } from '@study-portal/api';

export interface HelpGroup {
  category: string;
  articles: HelpArticle[];
}

/** Articles by category, categories in the order the administrators put their first article. */
export function helpGroups(articles: readonly HelpArticle[]): HelpGroup[] {
  const groups = new Map<string, HelpArticle[]>();
  for (const article of articles) {
    const category = article.category.trim() || '其他';
    groups.set(category, [...(groups.get(category) ?? []), article]);
  }
  return [...groups].map(([category, items]) => ({ category, articles: items }));
}
