import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { api } from '../../lib/http';
import { browseQuery, browseUrl, fetchBrowsePage, type BrowsePage } from './api';
import { defaultFilters } from './atoms';

vi.mock('../../lib/http', () => ({ api: vi.fn() }));
const mockedApi = vi.mocked(api);

const page = (ids: string[]): BrowsePage => ({
  data: ids.map((id) => ({ _id: id, nickname: id }) as BrowsePage['data'][number]),
  hasMore: false,
  nextCursor: null,
  totalCount: ids.length,
});

describe('the first browse page asked for by index.html', () => {
  beforeEach(() => mockedApi.mockReset());
  afterEach(() => (window.__kindredEarly = undefined));

  it("index.html asks for exactly the dashboard's first request with the default filters", () => {
    const html = readFileSync(path.resolve(import.meta.dirname, '../../../index.html'), 'utf8');
    const url = /ask\('(\/api\/users\?[^']+)'\)/.exec(html)?.[1];
    expect(url).toBe(browseUrl(browseQuery(defaultFilters)));
  });

  it('is taken once, for that request only, instead of asking again', async () => {
    const early = page(['a', 'b']);
    window.__kindredEarly = { [browseUrl(browseQuery(defaultFilters))]: Promise.resolve(early) };
    expect(await fetchBrowsePage(defaultFilters)).toBe(early);
    expect(mockedApi).not.toHaveBeenCalled();
    mockedApi.mockResolvedValueOnce(page(['c']));
    expect((await fetchBrowsePage(defaultFilters)).data.map((m) => m._id)).toEqual(['c']);
    expect(mockedApi).toHaveBeenCalledTimes(1);
  });

  it('a refused or failed early request (null) is made again by the app', async () => {
    window.__kindredEarly = { [browseUrl(browseQuery(defaultFilters))]: Promise.resolve(null) };
    mockedApi.mockResolvedValueOnce(page(['x']));
    expect((await fetchBrowsePage(defaultFilters)).data.map((m) => m._id)).toEqual(['x']);
    expect(mockedApi).toHaveBeenCalledWith('/users', expect.objectContaining({ query: browseQuery(defaultFilters) }));
  });

  it('other filters or a next page never take it', async () => {
    const early = page(['a']);
    window.__kindredEarly = { [browseUrl(browseQuery(defaultFilters))]: Promise.resolve(early) };
    mockedApi.mockResolvedValueOnce(page(['online']));
    const online = await fetchBrowsePage({ ...defaultFilters, online: true });
    expect(online.data.map((m) => m._id)).toEqual(['online']);
    expect(window.__kindredEarly?.[browseUrl(browseQuery(defaultFilters))]).toBeDefined(); // still there for its own request
  });
});
