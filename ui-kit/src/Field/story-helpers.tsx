import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/** Renders a story in a 16 rem column, where French labels must wrap rather than overflow. */
export const narrow: Decorator = (Story) => (
  <div className="w-64">
    <Story />
  </div>
);

/** Fails when an element's content is wider than the element: text cut or spilling out. */
export async function expectNoOverflow(element: HTMLElement): Promise<void> {
  await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth);
}

/** The props of a field that take elements rather than values: no control in the Controls panel. */
export const fieldArgTypes = {
  label: { control: false },
  description: { control: false },
  errorMessage: { control: false },
} as const;
