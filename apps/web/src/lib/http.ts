import { ofetch } from 'ofetch';

/** The API client: base path /api, JSON, 15 s timeout (spec 000 §9). Auth and caching arrive with the session layer. */
export const api = ofetch.create({ baseURL: '/api', timeout: 15_000, retry: 0 });
