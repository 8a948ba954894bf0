import { http, type DefaultBodyType, type HttpResponseResolver, type PathParams, type RequestHandlerOptions } from 'msw';
import { clientOfPath, type ContractPath } from '../../contract/paths';

/**
 * A contract path, or one with a parameter after it (the dictionary's parent code goes on the
 * path: `api/dictionary/list/:parentCode`).
 */
export type ContractPattern = ContractPath | `${ContractPath}/:${string}`;

const prefixes = { pc: '*/pcApi/', live: '*/apiLive/' } as const;

/**
 * Where msw matches a contract path. A path the contract does not know throws, so an override
 * with a typing mistake fails the story or test instead of leaving the default answer in place.
 */
export function contractMatcher(pattern: ContractPattern): string {
  const path = pattern.replace(/\/:[^/]+$/, '');
  const client = clientOfPath(path);
  if (!client) throw new Error(`No call of the contract goes to "${pattern}"; name it through the contract's path maps.`);
  return `${prefixes[client]}${pattern}`;
}

const through =
  (method: typeof http.get) =>
  <Params extends PathParams<keyof Params> = PathParams, RequestBody extends DefaultBodyType = DefaultBodyType, ResponseBody extends DefaultBodyType = undefined>(
    pattern: ContractPattern,
    resolver: HttpResponseResolver<Params, RequestBody, ResponseBody>,
    options?: RequestHandlerOptions,
  ) =>
    method<Params, RequestBody, ResponseBody>(contractMatcher(pattern), resolver, options);

/**
 * msw's `http`, addressed by contract path: `contractHttp.post(bannerPaths.list, () => ok([]))`.
 * The fake's handlers and every story or test override answer calls through it, so each path
 * is written once, in the contract.
 */
export const contractHttp = { get: through(http.get), post: through(http.post), all: through(http.all) };
