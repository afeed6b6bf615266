import { describe, expect, it } from 'vitest';
import { negotiate } from './negotiation.ts';

const offers = [
  { types: ['application/json', '*/*'] },
  { types: ['application/vnd.sdmx.structure+xml'], version: '3.0' },
  { types: ['text/turtle'] },
];

describe('negotiate', () => {
  it('gives the first offer without Accept, and none when nothing offered is accepted', () => {
    expect(negotiate(undefined, offers)).toBe(0);
    expect(negotiate('  ', offers)).toBe(0);
    expect(negotiate('text/html', offers)).toBeUndefined();
    expect(negotiate('text/turtle;q=0', offers)).toBeUndefined();
    expect(negotiate(undefined, [])).toBeUndefined();
  });

  it('follows q, then the order the client lists its types in', () => {
    expect(negotiate('text/turtle, application/json', offers)).toBe(2);
    expect(negotiate('application/json;q=0.4, text/turtle;q=0.8', offers)).toBe(2);
    expect(negotiate('text/turtle;q=0.4, application/json', offers)).toBe(0);
    expect(negotiate('TEXT/Turtle', offers)).toBe(2);
  });

  it('honours a version parameter: another version is not this offer', () => {
    expect(negotiate('application/vnd.sdmx.structure+xml;version=3.0.0', offers)).toBe(1);
    expect(negotiate('application/vnd.sdmx.structure+xml; version="3.0"', offers)).toBe(1);
    expect(negotiate('application/vnd.sdmx.structure+xml;version=2.1', offers)).toBeUndefined();
    expect(negotiate('application/vnd.sdmx.structure+xml;version=2.1, */*;q=0.1', offers)).toBe(0);
  });
});
