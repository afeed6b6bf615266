import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useNavigate } from '@tanstack/react-router';
import { Button, Link, PageTitle, SearchBox } from '@atelier/ui-kit';
import { expect, waitFor, within } from 'storybook/test';
import { NAVIGATED_TO, withRouter } from '../mocks/RouterDecorator.tsx';
import { withShell } from '../mocks/ShellProviders.tsx';
import { tabTo, typeInto } from '../mocks/story-keyboard.ts';
import { announce } from './announcer.ts';
import { ANNOUNCER_ID } from './Announcer.tsx';
import { DocumentTitle } from './DocumentTitle.tsx';
import { MainContent } from './MainContent.tsx';

/** A page as the application shows one: its title, its heading, a link to another page, a search kept in the address. */
function SamplePage() {
  const navigate = useNavigate();
  const [search, setSearch] = useState('');
  return (
    <MainContent>
      <DocumentTitle page="Code lists" />
      <PageTitle>Code lists</PageTitle>
      <div className="flex flex-col items-start gap-4">
        <SearchBox
          label="Search"
          value={search}
          onChange={(next) => {
            setSearch(next);
            // As the lists do: the search is in the address's query, the page stays.
            void navigate({ to: '.', search: next ? { q: next } : {}, replace: true });
          }}
        />
        <Link href="/codelists/CL_FREQ">Fréquence</Link>
        <Button variant="secondary" onPress={() => announce('The code A was added.')}>
          Add the code A
        </Button>
      </div>
    </MainContent>
  );
}

const region = () => document.getElementById(ANNOUNCER_ID) as HTMLElement;

/**
 * The shell's one polite live region (`Announcer`, in the application's layout) and focus after a
 * page change (`useFocusAfterNavigation`, in the root route; here in the router's decorator): the
 * new page's heading takes focus and its title is said; not on the first page, nor when only the
 * address's query changes. `announce()` says anything else there.
 */
const meta = {
  title: 'Screens/Shell/Announcer',
  component: SamplePage,
  decorators: [withShell, withRouter],
  parameters: { router: { path: '/codelists' } },
} satisfies Meta<typeof SamplePage>;
export default meta;

type Story = StoryObj<typeof meta>;

/** The first page: focus stays where the browser puts it, nothing is said (the browser reads the page). */
export const FirstPage: Story = {
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Code lists' })).not.toHaveFocus();
    await expect(region()).toHaveAttribute('role', 'status');
    await expect(region()).toHaveAttribute('aria-live', 'polite');
    await expect(region()).toBeEmptyDOMElement();
  },
};

/** A link followed: the new page's heading takes focus, and its title is said in the live region. */
export const PageChange: Story = {
  play: async ({ canvas, userEvent }) => {
    await tabTo(userEvent, await canvas.findByRole('link', { name: 'Fréquence' }));
    await userEvent.keyboard('{Enter}');
    const heading = await canvas.findByRole('heading', { level: 1, name: `${NAVIGATED_TO} /codelists/CL_FREQ` });
    await waitFor(() => expect(heading).toHaveFocus());
    await expect(heading).toHaveAttribute('tabindex', '-1');
    await waitFor(() => expect(region().textContent).toBe(document.title));
    await expect(document.title).not.toBe('');
  },
};

/** Typing a search that the address keeps: the same page, so focus stays in the box and nothing is said. */
export const SearchKeepsFocus: Story = {
  play: async ({ canvas, userEvent }) => {
    const box = await canvas.findByRole('searchbox', { name: 'Search' });
    await typeInto(userEvent, box, 'freq');
    await expect(box).toHaveValue('freq');
    // Long enough for a page change's focus and announcement to have happened.
    await new Promise((resolve) => setTimeout(resolve, 500));
    await expect(box).toHaveFocus();
    await expect(region()).toBeEmptyDOMElement();
  },
};

/** `announce` says something politely; the same words twice are said twice (the region empties first). */
export const Announce: Story = {
  play: async ({ canvas, userEvent }) => {
    const button = await canvas.findByRole('button', { name: 'Add the code A' });
    await tabTo(userEvent, button);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region()).toHaveTextContent('The code A was added.'));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(region()).toBeEmptyDOMElement());
    await waitFor(() => expect(region()).toHaveTextContent('The code A was added.'));
    // Said, not shown: the region takes no room, and focus stayed on the button.
    await expect(within(region()).queryByRole('button')).not.toBeInTheDocument();
    await expect(region()).toHaveClass('sr-only');
    await expect(button).toHaveFocus();
  },
};
