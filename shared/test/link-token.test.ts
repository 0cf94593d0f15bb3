import { describe, expect, it } from 'vitest';
import { linkWithToken, tokenOfFragment } from '../src/account/link-token';

describe('a mailed link with a token', () => {
  it.each([
    [
      'https://taxback.example/reset-password',
      'abc.def-ghi_j',
      'https://taxback.example/reset-password#token=abc.def-ghi_j',
    ],
    [
      'https://taxback.example/account-created',
      'a b+c/=',
      'https://taxback.example/account-created#token=a%20b%2Bc%2F%3D',
    ],
  ])('%s with %s: %s', (page, token, link) => {
    expect(linkWithToken(page, token)).toBe(link);
    const url = new URL(link);
    // Nothing of the token reaches the server: the query is empty, the fragment is never sent.
    expect(url.search).toBe('');
    expect(tokenOfFragment(url.hash)).toBe(token);
  });

  it.each([
    ['', null],
    ['#', null],
    ['#token=', null],
    ['#section-2', null],
    ['token=xyz', 'xyz'],
    ['#token=xyz&other=1', 'xyz'],
  ])('the fragment %j gives the token %j', (hash, token) => {
    expect(tokenOfFragment(hash)).toBe(token);
  });
});
