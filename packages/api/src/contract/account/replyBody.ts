import { ApiError } from '../../client/ApiError';
import type { ApiEnvelope } from '../../client/envelope';
import { v } from '../schema';

/**
 * Reads a reply whose fields sit beside `success` instead of inside `data` (the dictionaries'
 * `datalist`, the external academy's `code`). Like `readData`, a reply that does not fit is
 * `malformed`.
 */
export function readReplyBody<S extends v.GenericSchema>(envelope: ApiEnvelope<unknown>, schema: S, path: string): v.InferOutput<S> {
  const result = v.safeParse(schema, envelope);
  if (result.success) return result.output;
  throw new ApiError({
    kind: 'malformed',
    path,
    body: envelope,
    cause: new TypeError(result.issues.map((issue) => `${v.getDotPath(issue) ?? '(root)'}: ${issue.message}`).join('; ')),
  });
}

/** The reply of a write that answers only `success` and `message` [F]. */
export const ReplyMessageSchema = v.looseObject({ message: v.nullish(v.string(), '') });
