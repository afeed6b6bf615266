import { act, render, screen } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { useDataLanguages } from '@atelier/ui-kit';
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

  it('reaches the kit\'s bilingual views with the deployment\'s data languages', () => {
    function Languages() {
      const { lg1, lg2, showSecondLanguage } = useDataLanguages();
      return <output>{`${lg1} ${lg2} ${String(showSecondLanguage)}`}</output>;
    }
    render(
      <SecondLanguageProvider lg1="en" lg2="fr">
        <Probe />
        <Languages />
      </SecondLanguageProvider>,
    );
    expect(screen.getByRole('status').textContent).toBe('en fr false');
    act(() => screen.getByRole('button').click());
    expect(screen.getByRole('status').textContent).toBe('en fr true');
  });
});
