/**
 * Who a topic or column page is for: `portal` for signed-in learners; `open` for anyone with a
 * shared link (spec 2.6's open pages); `mobile`, the open page laid out in one column for a
 * phone's in-app browser.
 */
export type TopicPageVariant = 'portal' | 'open' | 'mobile';
