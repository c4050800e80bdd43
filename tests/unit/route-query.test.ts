import { first, readChoice, readId, readPage } from '@/lib/routes/query';

describe('readers of route values (spec §2, §5)', () => {
  it('reads the first of a repeated value', () => {
    expect(first(['a', 'b'])).toBe('a');
    expect(first('a')).toBe('a');
    expect(first(undefined)).toBeUndefined();
    expect(first([])).toBeUndefined();
  });

  it.each([
    ['12', 12],
    [['7', '8'], 7],
    ['0', undefined],
    ['-3', undefined],
    ['1.5', undefined],
    ['abc', undefined],
    ['', undefined],
    ['1234567890123456', undefined],
    [undefined, undefined],
  ])('reads the id %j as %j', (raw, id) => {
    expect(readId(raw)).toBe(id);
  });

  it.each([
    [undefined, { kind: 'page', page: 1 }],
    ['2', { kind: 'page', page: 2 }],
    ['1', { kind: 'canonical' }],
    ['abc', { kind: 'canonical' }],
    ['0', { kind: 'canonical' }],
    ['02', { kind: 'canonical' }],
    ['2.5', { kind: 'canonical' }],
    [['2', '3'], { kind: 'canonical' }],
    ['84', { kind: 'beyond' }],
    ['1234567890123456', { kind: 'beyond' }],
  ])('reads ?page=%j as %j (at most 83 pages)', (raw, request) => {
    expect(readPage(raw, 83)).toEqual(request);
  });

  it('reads a choice or falls back', () => {
    const sorts = ['newest', 'popular'] as const;
    expect(readChoice('popular', sorts, 'newest')).toBe('popular');
    expect(readChoice(['popular', 'newest'], sorts, 'newest')).toBe('popular');
    expect(readChoice('constructor', sorts, 'newest')).toBe('newest');
    expect(readChoice(undefined, sorts, 'newest')).toBe('newest');
  });
});
