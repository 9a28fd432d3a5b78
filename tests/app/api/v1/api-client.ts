// Calling the app's route handlers in tests as a script would call the API: the operation's own
// method and path with the parameters filled in, a JSON body, a bearer token.
import type { Db } from '@/db/client';
import type { ApiRouteHandler } from '@/lib/api/handler';
import type { ApiOperation } from '@/lib/api/operation';
import { apiRequest, routeParams } from '@/tests/auth/helpers';

export interface ApiAnswer {
  status: number;
  headers: Headers;
  /** The parsed JSON, read field by field by the tests. */
  body: any;
}

export async function callApi(
  db: Db,
  handler: ApiRouteHandler<ApiOperation>,
  options: {
    token?: string;
    params?: Record<string, string | number>;
    query?: string;
    body?: unknown;
    /** More request headers, such as the caller's Accept-Language. */
    headers?: Record<string, string>;
  } = {},
): Promise<ApiAnswer> {
  const params = Object.fromEntries(Object.entries(options.params ?? {}).map(([name, value]) => [name, String(value)]));
  const { method, path } = handler.operation;
  const url =
    path.replace(/\{(\w+)\}/g, (_, name: string) => encodeURIComponent(params[name])) +
    (options.query ? `?${options.query}` : '');
  const headers: Record<string, string> = {
    ...options.headers,
    ...(options.token ? { authorization: `Bearer ${options.token}` } : {}),
  };
  const response = await handler.handle(
    apiRequest(method, url, { body: options.body, headers }),
    routeParams(params),
    db,
  );
  return {
    status: response.status,
    headers: response.headers,
    body: response.status === 204 ? null : await response.json(),
  };
}
