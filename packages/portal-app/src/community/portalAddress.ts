import type { CourseSummary } from '@study-portal/api';
import { readStartupAddress } from '../app/startupAddress';

/** Where a server-given link leads: a page of the portal, another site, or nowhere safe. */
export type LinkTarget = { kind: 'internal'; to: string } | { kind: 'external'; href: string } | { kind: 'none' };

/**
 * Reads a link the server sent (a guidance step, a task). Portal pages, also in the legacy
 * `/content#/path` form, open in the app; http(s) addresses elsewhere open in a new tab; any
 * other scheme (javascript:, data:) is not a link at all.
 */
export function linkTarget(link: string | null | undefined, origin: string): LinkTarget {
  const text = link?.trim();
  if (!text) return { kind: 'none' };
  let url: URL;
  try {
    url = new URL(text, origin);
  } catch {
    return { kind: 'none' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'none' };
  if (url.username || url.password) return { kind: 'none' };
  if (url.origin !== new URL(origin).origin) return { kind: 'external', href: url.href };
  return { kind: 'internal', to: readStartupAddress(url.href).address };
}

/** A course's detail page: image-text courses have their own (spec 2.6 /commend children). */
export const courseAddress = (course: Pick<CourseSummary, 'id' | 'resourceType'>) =>
  `${course.resourceType === 'ARTICLE' ? '/coursetextdetail' : '/coursedetail'}?id=${encodeURIComponent(course.id)}`;

export const taskAddress = (id: string) => `/task/taskDetail?id=${encodeURIComponent(id)}`;

export const postAddress = (id: string) => `/comment/postDetail?id=${encodeURIComponent(id)}`;

export const classAddress = (tbtpId: string) => `/projectDetail?id=${encodeURIComponent(tbtpId)}`;

export const surveyAddress = (surveyId: string) => `/preview?id=${encodeURIComponent(surveyId)}`;
