/**
 * Who a topic or column page is for: `portal` for signed-in learners; `open` for anyone with a
 * shared link (docs/product/topics.md#page-variants); `mobile`, the open page laid out in one column for a
 * phone's in-app browser.
 */
export type TopicPageVariant = 'portal' | 'open' | 'mobile';
