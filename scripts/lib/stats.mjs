// @ts-check

/** The middle value of some measures (the upper one of the two middles for an even count). */
export const median = (/** @type {number[]} */ values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? NaN;
