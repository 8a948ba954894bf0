/** The body of every portal reply (docs/product/platform.md#reply-envelope). */
export interface ApiEnvelope<T> {
  success: boolean;
  message?: string;
  data?: T;
  /** Some replies of the product family carry it; its meaning is not known. */
  plagFlag?: unknown;
}

export const isEnvelope = (value: unknown): value is ApiEnvelope<unknown> =>
  typeof value === 'object' && value !== null && typeof (value as { success?: unknown }).success === 'boolean';

/**
 * Replies accepted whatever their `success` says (docs/product/platform.md#reply-envelope): the external-academy user
 * lookup reports its outcome in its own `code` field.
 */
export const pathsAcceptedWithoutSuccess: ReadonlySet<string> = new Set(['api/portal/user/rdrZWY']);

export const normalisePath = (path: string): string => path.replace(/^\/+/, '');
