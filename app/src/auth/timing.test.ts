import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { trackActivity } from './activity.ts';
import { renewalDelayMs, secondsBeforeLogout } from './timing.ts';

describe('renewalDelayMs', () => {
  it('renews 10 % of the lifetime before expiry', () => {
    expect(renewalDelayMs(100)).toBe(90_000);
    expect(renewalDelayMs(60)).toBe(54_000);
  });

  it('never renews more than 25 s before expiry', () => {
    expect(renewalDelayMs(300)).toBe(275_000);
    expect(renewalDelayMs(3600)).toBe(3_575_000);
  });

  it('renews at once a token that has already expired', () => {
    expect(renewalDelayMs(0)).toBe(0);
    expect(renewalDelayMs(-5)).toBe(0);
  });
});

describe('secondsBeforeLogout', () => {
  it('counts down from the idle timeout, never below zero', () => {
    expect(secondsBeforeLogout(0, 1800)).toBe(1800);
    expect(secondsBeforeLogout(1_740_000, 1800)).toBe(60);
    expect(secondsBeforeLogout(1_799_500, 1800)).toBe(1);
    expect(secondsBeforeLogout(2_000_000, 1800)).toBe(0);
  });
});

describe('trackActivity', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date('2026-11-22T10:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('marks the user inactive after 5 s without interaction', () => {
    const tracker = trackActivity(window);
    vi.advanceTimersByTime(4_999);
    expect(tracker.isInactive()).toBe(false);
    vi.advanceTimersByTime(1);
    expect(tracker.isInactive()).toBe(true);
    tracker.stop();
  });

  it('resets on interaction, recording at most one per second', () => {
    const tracker = trackActivity(window);
    vi.advanceTimersByTime(6_000);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(tracker.idleMs()).toBe(0);
    vi.advanceTimersByTime(500);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    // Throttled: the second key press half a second later is not recorded.
    expect(tracker.idleMs()).toBe(500);
    vi.advanceTimersByTime(600);
    window.dispatchEvent(new PointerEvent('pointermove'));
    expect(tracker.idleMs()).toBe(0);
    tracker.stop();
  });

  it('stops listening when stopped', () => {
    const tracker = trackActivity(window);
    tracker.stop();
    vi.advanceTimersByTime(10_000);
    window.dispatchEvent(new KeyboardEvent('keydown'));
    expect(tracker.idleMs()).toBe(10_000);
  });
});
