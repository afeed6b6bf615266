import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { expect, waitFor } from 'storybook/test';
import { Button } from '../Button/Button.tsx';
import { ResultCount } from './ResultCount.tsx';

/**
 * How many results a list or table holds in all, above it: shown at once, and said to screen readers
 * through a polite live region once it has settled (a search typed letter by letter is announced
 * once). With no result, nothing shows (the list's empty state says it in its own words) but
 * screen readers still hear "No results". DataTable, SearchableList and ChecklistPicker include it.
 */
const meta = {
  title: 'Kit/Collections/ResultCount',
  component: ResultCount,
  args: { count: 1234 },
} satisfies Meta<typeof ResultCount>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Thousands grouped as each language groups them. */
export const Several: Story = {
  play: async ({ canvas, globals }) => {
    const fr = globals.locale === 'fr';
    // French groups with a narrow no-break space.
    const text = fr ? /^1\s234 résultats$/ : /^1,234 results$/;
    await expect(canvas.getByText(text, { selector: '[aria-hidden="true"]' })).toBeVisible();
    await expect(canvas.getByRole('status')).toHaveTextContent(text);
  },
};

export const One: Story = {
  args: { count: 1 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(globals.locale === 'fr' ? '1 résultat' : '1 result');
  },
};

/** No result: nothing on screen (the empty state below says it), "No results" for screen readers. */
export const None: Story = {
  args: { count: 0 },
  play: async ({ canvas, canvasElement, globals }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(globals.locale === 'fr' ? 'Aucun résultat' : 'No results');
    await expect(canvasElement.querySelector('[aria-hidden="true"]')).toBeNull();
  },
};

/**
 * The count changes at every key of a search: the screen shows each value at once, screen readers
 * hear only the last one, once it has stood still for a moment.
 */
export const Settling: Story = {
  render: function Searching() {
    const [count, setCount] = useState(1234);
    return (
      <div className="flex flex-col items-start gap-3">
        <Button onPress={() => setCount((current) => Math.max(0, Math.floor(current / 10)))}>
          <Trans>Narrow the search</Trans>
        </Button>
        <ResultCount count={count} />
      </div>
    );
  },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = globals.locale === 'fr';
    const status = canvas.getByRole('status');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard('{Enter}');
    // Shown at once; said once it has settled (600 ms after the last change).
    await expect(canvas.getByText(fr ? '12 résultats' : '12 results', { selector: '[aria-hidden="true"]' })).toBeVisible();
    await waitFor(() => expect(status).toHaveTextContent(fr ? '12 résultats' : '12 results'));
  },
};
