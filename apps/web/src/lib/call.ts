/**
 * Calls of the HTTP contract (decision 0127): `call(endpoint, { params, query, body }, options)` sends through the
 * one client (`api`: token, cache, offline queue, notices) and resolves with the route's success reply, typed by
 * the contract (no hand-written reply types). Its own module, so only the chunks that call a contract route carry it.
 */
import { endpointPath, type Endpoint, type EndpointInput, type EndpointReply } from '@kindred/core';
import { api as appApi, type Api, type ApiOptions } from './http';

/** Options of a contract call: everything but what the endpoint and its input say (method, body, query). */
export type CallOptions = Omit<ApiOptions, 'method' | 'body' | 'query' | 'responseType'>;

export interface Call {
  <E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options?: CallOptions): Promise<EndpointReply<E>>;
}

export function createCall(api: Api): Call {
  return <E extends Endpoint>(endpoint: E, input: EndpointInput<E>, options: CallOptions = {}) => {
    const { params, query, body } = input as {
      params?: Record<string, string | number>;
      query?: Record<string, unknown>;
      body?: unknown;
    };
    // Contract paths are full (/api/…); the client's base path already holds /api.
    const url = endpointPath(endpoint.path, params).replace(/^\/api(?=\/)/, '');
    return api<EndpointReply<E>>(url, {
      ...options,
      method: endpoint.method,
      ...(query ? { query } : {}),
      ...(body !== undefined ? { body } : {}),
    });
  };
}

/** The app's contract calls, through the app's client. */
export const call: Call = createCall(appApi);
