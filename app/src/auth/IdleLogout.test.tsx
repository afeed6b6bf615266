import { act, fireEvent, render, screen } from '@testing-library/react';
import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { messages } from '../locales/en/shell.po';
import { IdleLogout } from './IdleLogout.tsx';

const i18n = setupI18n({ locale: 'en', messages: { en: messages } });

function renderIdle(idleTimeoutSeconds: number, onTimeout = vi.fn()) {
  render(
    <I18nProvider i18n={i18n}>
      <IdleLogout idleTimeoutSeconds={idleTimeoutSeconds} onTimeout={onTimeout} />
    </I18nProvider>,
  );
  return onTimeout;
}

/** Moves the clock; act flushes React's updates synchronously for a synchronous callback. */
const advance = (ms: number) => {
  void act(() => {
    vi.advanceTimersByTime(ms);
  });
};

describe('IdleLogout', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    i18n.activate('en');
  });
  afterEach(() => vi.useRealTimers());

  it('shows nothing while the session has more than a minute left', () => {
    renderIdle(120);
    advance(30_000);
    expect(screen.queryByText(/you will be logged out soon/i)).toBeNull();
  });

  it('counts down the last minute of inactivity, visibly and for screen readers, and logs out at zero', () => {
    const onTimeout = renderIdle(90);
    advance(30_000);
    expect(screen.getByText('You will be logged out soon')).toBeDefined();
    expect(screen.getByRole('status').textContent).toBe('You will be logged out in 60 seconds for inactivity.');
    advance(20_000);
    expect(screen.getByText(/logged out in 40 seconds/)).toBeDefined();
    // Between the announced steps the status keeps the last announcement instead of reading every second.
    expect(screen.getByRole('status').textContent).toBe('You will be logged out in 60 seconds for inactivity.');
    advance(10_000);
    expect(screen.getByRole('status').textContent).toBe('You will be logged out in 30 seconds for inactivity.');
    expect(onTimeout).not.toHaveBeenCalled();
    advance(30_000);
    expect(onTimeout).toHaveBeenCalledOnce();
  });

  it('is cancelled by any interaction', () => {
    const onTimeout = renderIdle(70);
    advance(15_000);
    expect(screen.getByText('You will be logged out soon')).toBeDefined();
    void act(() => {
      fireEvent.keyDown(window, { key: 'a' });
    });
    advance(1_000);
    expect(screen.queryByText('You will be logged out soon')).toBeNull();
    advance(60_000);
    expect(onTimeout).not.toHaveBeenCalled();
  });

  it('is cancelled by "Stay signed in"', () => {
    renderIdle(70);
    advance(15_000);
    void act(() => {
      fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    });
    advance(1_000);
    expect(screen.queryByText('You will be logged out soon')).toBeNull();
  });
});
