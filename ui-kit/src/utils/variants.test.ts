import { describe, expect, it } from 'vitest';
import { tv } from './variants.ts';

// The rules of tailwind-variants' lite build, which the kit's styles were written for.

const ring = tv({ base: 'ring', variants: { isFocusVisible: { true: 'ring-on', false: 'ring-off' } } });
const button = tv({
  extend: ring,
  base: ['btn', 'rounded'],
  variants: {
    variant: { primary: 'blue', secondary: ['white', 'border'] },
    isDisabled: { true: 'muted' },
  },
  defaultVariants: { variant: 'primary' },
  compoundVariants: [
    { variant: 'secondary', isDisabled: false, class: 'hover' },
    { variant: ['primary', 'secondary'], isDisabled: true, class: 'no-pointer' },
  ],
});

describe('style variants', () => {
  it('joins the base, each variant’s classes and the caller’s class, in that order', () => {
    expect(button({ variant: 'secondary', isFocusVisible: true, className: 'mt-2' })).toBe('ring btn rounded ring-on white border hover mt-2');
  });

  it('takes a variant’s default, and the `false` classes of a boolean variant left out', () => {
    expect(button()).toBe('ring btn rounded ring-off blue');
    expect(ring({})).toBe('ring ring-off');
  });

  it('matches compound variants on values given or defaulted, a missing boolean counting as false', () => {
    expect(button({ variant: 'secondary' })).toContain('hover');
    expect(button({ isDisabled: true })).toBe('ring btn rounded ring-off blue muted no-pointer');
    expect(button({ variant: 'secondary', isDisabled: true })).not.toContain('hover');
  });

  it('keeps what it extends: another style’s variants serve the new one', () => {
    expect(button.config.variants.isFocusVisible).toEqual({ true: 'ring-on', false: 'ring-off' });
  });
});
