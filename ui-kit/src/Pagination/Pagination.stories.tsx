import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { expectDistinctInForcedColors, expectLegibleInForcedColors, forcedColorsParameters } from '../utils/forced-colors-checks.ts';
import { Pagination, type PaginationProps } from './Pagination.tsx';

/** The host keeps the page (in the URL); this story keeps it in state to show the whole behaviour. */
function StatefulPagination(args: PaginationProps) {
  const [page, setPage] = useState(args.page);
  const [pageSize, setPageSize] = useState(args.pageSize);
  return (
    <Pagination
      {...args}
      page={page}
      pageSize={pageSize}
      onPageChange={(next) => {
        args.onPageChange(next);
        setPage(next);
      }}
      onPageSizeChange={
        args.onPageSizeChange &&
        ((next) => {
          args.onPageSizeChange?.(next);
          setPageSize(next);
        })
      }
    />
  );
}

/**
 * Page navigation under a list or table. The host owns `page` and `pageSize` (usually in the URL)
 * and loads the page from the server, or lets `SearchableList` cut it in the browser. `DataTable`
 * and `SearchableList` render it themselves from their `paging` prop.
 */
const meta = {
  title: 'Kit/Collections/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 40, pageSize: 25, onPageChange: fn(), onPageSizeChange: fn() },
  render: StatefulPagination,
} satisfies Meta<typeof Pagination>;
export default meta;

type Story = StoryObj<typeof meta>;

export const FirstPage: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    await expect(canvas.getByRole('navigation', { name: 'Pagination' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: fr ? 'Première page' : 'First page' })).toBeDisabled();
    // First and previous are disabled: the first stop is the current page.
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenCalledWith(2);
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');
  },
};

export const MiddlePage: Story = {
  args: { page: 10 },
  play: async ({ canvas, userEvent, args, globals }) => {
    const fr = globals.locale === 'fr';
    const pages = canvas.getAllByRole('button', { name: /^Page \d+$/ });
    await expect(pages.map((button) => button.textContent)).toEqual(['8', '9', '10', '11', '12']);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: fr ? 'Première page' : 'First page' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(9);
    await userEvent.click(canvas.getByRole('button', { name: fr ? 'Dernière page' : 'Last page' }));
    await expect(args.onPageChange).toHaveBeenLastCalledWith(40);
    await expect(canvas.getByRole('button', { name: fr ? 'Suivant' : 'Next' })).toBeDisabled();
  },
};

export const PageSizeChoice: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    const group = canvas.getByRole('radiogroup', { name: globals.locale === 'fr' ? 'Éléments par page' : 'Items per page' });
    await expect(group).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('radio', { name: '25' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: '100' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onPageSizeChange).toHaveBeenCalledWith(100);
    await expect(canvas.getByRole('radio', { name: '100' })).toBeChecked();
  },
};

export const WithoutPageSizeChoice: Story = {
  args: { page: 3, pageCount: 4, onPageSizeChange: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('radiogroup')).not.toBeInTheDocument();
    await expect(canvas.getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(4);
  },
};

export const SinglePage: Story = {
  args: { pageCount: 1 },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('button', { name: globals.locale === 'fr' ? 'Suivant' : 'Next' })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
};

/** On a phone the controls wrap and the words "Previous" and "Next" give way to their arrows. */
export const Narrow: Story = {
  args: { page: 20 },
  decorators: [
    (Story) => (
      <div className="w-72">
        <Story />
      </div>
    ),
  ],
  play: async ({ canvas, globals }) => {
    const next = canvas.getByRole('button', { name: globals.locale === 'fr' ? 'Suivant' : 'Next' });
    await expect(next.scrollWidth).toBeLessThanOrEqual(next.clientWidth);
  },
};

/**
 * In a Windows contrast theme, dark: the current page and the chosen page size in the system's
 * highlight colours, their numbers legible on it; the other pages are plain system buttons.
 */
export const ForcedColorsDark: Story = {
  tags: ['!autodocs'],
  args: { page: 10 },
  parameters: forcedColorsParameters('dark'),
  play: async ({ canvas }) => {
    const current = canvas.getByRole('button', { name: 'Page 10' });
    const other = canvas.getByRole('button', { name: 'Page 11' });
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expectLegibleInForcedColors(current);
    await expectLegibleInForcedColors(other);
    await expectDistinctInForcedColors(current, other, 'backgroundColor');
    const chosenSize = canvas.getByRole('radio', { name: '25' });
    const otherSize = canvas.getByRole('radio', { name: '100' });
    await expect(chosenSize).toBeChecked();
    await expectLegibleInForcedColors(chosenSize);
    await expectLegibleInForcedColors(otherSize);
    await expectDistinctInForcedColors(chosenSize, otherSize, 'backgroundColor');
  },
};

/** The same in a light contrast theme. */
export const ForcedColorsLight: Story = { ...ForcedColorsDark, parameters: forcedColorsParameters('light') };
