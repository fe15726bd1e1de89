import { describe, expect, it } from 'vitest';
import { callKey, freshnessOf, noteAnswer } from './data-freshness';

// The offline banner's time (docs/product.md#offline): a screen's data is as old as its oldest answer.

describe('the freshness of a screen’s data', () => {
  it('is unknown before the screen had an answer', () => {
    expect(freshnessOf('/never')).toEqual({ updatedAt: null, isSavedCopy: false });
  });

  it('is the time of its oldest answer, a kept copy counting from when it came from the server', () => {
    const screen = '/client/home';
    noteAnswer(callKey('getCurrencyList'), screen, null, 5_000);
    expect(freshnessOf(screen)).toEqual({ updatedAt: 5_000, isSavedCopy: false });
    noteAnswer(callKey('getFavourites'), screen, '1970-01-01T00:00:02.000Z', 9_000);
    expect(freshnessOf(screen)).toEqual({ updatedAt: 2_000, isSavedCopy: true });
    // A live answer of the same call replaces the copy.
    noteAnswer(callKey('getFavourites'), screen, undefined, 9_000);
    expect(freshnessOf(screen)).toEqual({ updatedAt: 5_000, isSavedCopy: false });
  });

  it('follows a call across screens, and tells one call’s parameters apart', () => {
    noteAnswer(callKey('getNews', undefined, { page: 1 }), '/client/news', null, 1_000);
    noteAnswer(callKey('getNews', undefined, { page: 2 }), '/client/news/other', null, 3_000);
    noteAnswer(callKey('getNews', undefined, { page: 1 }), '/client/elsewhere', '1970-01-01T00:00:00.500Z');
    expect(freshnessOf('/client/news')).toEqual({ updatedAt: 500, isSavedCopy: true });
    expect(freshnessOf('/client/news/other')).toEqual({ updatedAt: 3_000, isSavedCopy: false });
  });

  it('takes an unreadable saved time for a live answer', () => {
    noteAnswer(callKey('getPriceLists'), '/client/priceList', 'not a time', 7_000);
    expect(freshnessOf('/client/priceList')).toEqual({ updatedAt: 7_000, isSavedCopy: false });
  });
});
