import { describe, expect, it } from 'vitest';
import { splitValues } from './TagField.tsx';

describe('splitValues', () => {
  it('splits at commas and trims each value', () => {
    expect(splitValues(' economy,prices , employment ')).toEqual(['economy', 'prices', 'employment']);
  });

  it('drops empty values', () => {
    expect(splitValues(',, ,economy,')).toEqual(['economy']);
  });
});
