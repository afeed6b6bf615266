import type { Meta, StoryObj } from '@storybook/react-vite';
import { Trans } from '@lingui/react/macro';
import { Plus, SearchX } from 'lucide-react';
import { expect } from 'storybook/test';
import { LinkButton } from '../Link/Link.tsx';
import { EmptyState } from './EmptyState.tsx';

/**
 * What a list, table or panel shows instead of nothing. Say what is missing in the title, how to
 * go on in the sentence, and offer one action when there is one. `DataTable`, `SearchableList` and
 * `Tree` use it for their empty states and accept your own.
 */
const meta = {
  title: 'Kit/Feedback/EmptyState',
  component: EmptyState,
  args: { title: <Trans>No document yet</Trans> },
  argTypes: { title: { control: false }, children: { control: false }, action: { control: false }, icon: { control: false } },
} satisfies Meta<typeof EmptyState>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByText(globals.locale === 'fr' ? 'Aucun document pour l’instant' : 'No document yet')).toBeInTheDocument();
    await expect(canvas.queryByRole('heading')).not.toBeInTheDocument();
  },
};

export const WithAction: Story = {
  args: {
    children: <Trans>Documents and links attached to quality reports appear here.</Trans>,
    action: (
      <LinkButton href="/operations/document/create" variant="secondary" size="sm">
        <Plus aria-hidden="true" className="size-4" />
        <Trans>New document</Trans>
      </LinkButton>
    ),
  },
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: globals.locale === 'fr' ? 'Nouveau document' : 'New document' })).toHaveFocus();
  },
};

export const NoSearchResult: Story = {
  args: {
    icon: <SearchX />,
    title: <Trans>No result for this search</Trans>,
    children: <Trans>Check the spelling, or use fewer words.</Trans>,
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('svg')?.closest('[aria-hidden="true"]')).not.toBeNull();
  },
};

export const LongFrenchLabel: Story = {
  args: {
    title: <Trans>No quality report has been written for this series or for any of its operations yet</Trans>,
  },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const box = canvasElement.firstElementChild as HTMLElement;
    await expect(box.scrollWidth).toBeLessThanOrEqual(box.clientWidth);
  },
};
