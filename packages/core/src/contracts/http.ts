/**
 * The zod-free face of the HTTP contract (decision 0127) for the web: a route's method and path, carrying the
 * route's types only (`import type`), so the web's bundle never loads zod. `endpoint` is checked by the compiler
 * against the contract entry it names (same method, same path).
 */
import type { z } from 'zod';
import type { RouteContract } from './route';

export type { HttpMethod } from './route';

export interface Endpoint<R extends RouteContract = RouteContract> {
  readonly method: R['method'];
  readonly path: R['path'];
  /** Types only: never set at run time. */
  readonly route?: R;
}

export function endpoint<R extends RouteContract>(method: R['method'], path: R['path']): Endpoint<R> {
  return { method, path };
}

type RouteOf<E> = E extends Endpoint<infer R> ? R : never;
type Wire<R extends RouteContract, K extends 'params' | 'query' | 'body'> = R['schemas'][K] extends z.ZodType
  ? z.output<R['schemas'][K]>
  : undefined;

/** The success reply of an endpoint as it arrives (the envelope with `data`). */
export type EndpointReply<E extends Endpoint> = z.output<RouteOf<E>['schemas']['reply']>;

type Field<K extends string, T> = [T] extends [undefined] ? { [P in K]?: undefined } : { [P in K]: T };
/** What a call sends: params, query and body as the route's schemas accept them (each only when it has one). */
export type EndpointInput<E extends Endpoint> = Field<'params', Wire<RouteOf<E>, 'params'>> &
  Field<'query', Wire<RouteOf<E>, 'query'>> &
  Field<'body', Wire<RouteOf<E>, 'body'>>;

/** The path with its `:name` parameters filled in (each encoded). */
export function endpointPath(path: string, params?: Record<string, string | number>): string {
  return path.replace(/:(\w+)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} of ${path}`);
    return encodeURIComponent(String(value));
  });
}
