import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { SecondLanguageProvider, useSecondLanguage } from './second-language.tsx';

function Probe() {
  const { isShown, setShown } = useSecondLanguage();
  return (
    <button type="button" onClick={() => setShown(!isShown)}>
      {isShown ? 'shown' : 'hidden'}
    </button>
  );
}

describe('the second-language state', () => {
  beforeEach(() => localStorage.clear());

  it('is off by default', () => {
    render(
      <SecondLanguageProvider>
        <Probe />
      </SecondLanguageProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('hidden');
  });

  it('is remembered for the next visit', () => {
    const first = render(
      <SecondLanguageProvider>
        <Probe />
      </SecondLanguageProvider>,
    );
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('button').textContent).toBe('shown');
    first.unmount();
    render(
      <SecondLanguageProvider>
        <Probe />
      </SecondLanguageProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('shown');
  });
});
