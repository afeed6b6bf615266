import type { Meta, StoryContext, StoryObj } from '@storybook/react-vite';
import { Trans, useLingui } from '@lingui/react/macro';
import { expect, waitFor, within } from 'storybook/test';
import { AppFooter } from '../AppFooter/AppFooter.tsx';
import { AppHeader } from '../AppHeader/AppHeader.tsx';
import { DatePicker } from '../DatePicker/DatePicker.tsx';
import { LanguageSwitch } from '../LanguageSwitch/LanguageSwitch.tsx';
import { Select } from '../Select/Select.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { BackToTop, type BackToTopProps } from './BackToTop.tsx';

/** The widths the audit found the button over focused controls at: a phone and a laptop. */
const viewports = {
  phone390: { name: '390 × 844', styles: { width: '390px', height: '844px' }, type: 'mobile' },
  laptop1280: { name: '1280 × 800', styles: { width: '1280px', height: '800px' }, type: 'desktop' },
} as const;

const nameOf = (locale: unknown) => (locale === 'fr' ? 'Retour en haut de page' : 'Back to top');

/** The button, found whether it shows or not (hidden, it keeps its place, but has no name). */
const buttonOf = (context: Pick<StoryContext, 'globals'>) =>
  within(document.body).getByText(nameOf(context.globals.locale), { selector: 'button' });

const isShown = (element: Element) => getComputedStyle(element).visibility !== 'hidden';

/** Whether the button's box meets the focused element's, focus ring (5 px) included. */
function overlaps(focused: Element, button: Element): boolean {
  const a = focused.getBoundingClientRect();
  const b = button.getBoundingClientRect();
  return a.left - 5 < b.right && a.right + 5 > b.left && a.top - 5 < b.bottom && a.bottom + 5 > b.top;
}

/**
 * Scrolls the page 400 px down, with the focus at the top target. A scroll event comes with the
 * next frame, which a test page in the background may not draw for a while; the focus event comes
 * at once, and the button reads the page's position then too.
 */
async function scrollDown() {
  window.scrollTo({ top: 400 });
  document.getElementById('story-top')?.focus({ preventScroll: true });
  await waitFor(() => expect(window.scrollY).toBe(400));
}

/** A page of the application in miniature: header, a long form, the button, the footer. */
function Page(args: BackToTopProps) {
  const { t } = useLingui();
  const uiVersion = '1.0';
  const statuses = [
    { id: 'public-generic', label: t`Public generic` },
    { id: 'public-specific', label: t`Public specific` },
    { id: 'private', label: t`Private` },
  ];
  return (
    <div className="flex min-h-screen flex-col">
      <div id="story-top" tabIndex={-1} className="outline-none" />
      <AppHeader
        logoSrc="/img/logo.svg"
        productName="Atelier"
        title={<Trans>Metadata management application</Trans>}
        homeHref="#home"
        actions={<LanguageSwitch value="en" options={[{ value: 'en', label: 'English' }, { value: 'fr', label: 'Français' }]} onChange={() => {}} />}
      />
      <main className="mx-auto flex w-full max-w-page flex-col gap-6 px-4 py-6 sm:px-6">
        <h1 className="text-2xl font-bold">
          <Trans>Reference metadata</Trans>
        </h1>
        {[1, 2, 3, 4, 5, 6].map((section) => (
          <fieldset key={section} className="flex flex-col gap-4">
            <legend className="text-lg font-semibold">
              <Trans>Section {section}</Trans>
            </legend>
            <TextField label={<Trans>Notation</Trans>} />
            <Select label={<Trans>Dissemination status</Trans>} items={statuses} />
            <DatePicker label={<Trans>Update date</Trans>} defaultValue="2024-05-15" />
          </fieldset>
        ))}
      </main>
      <BackToTop {...args} />
      <AppFooter items={['Atelier', <Trans key="ui">Interface {uiVersion}</Trans>]} logout={{ label: <Trans>Logout</Trans>, onLogout: () => {} }} />
    </div>
  );
}

/**
 * Tabs through the whole page: wherever the focus goes, the button shown never covers it. Fails
 * too when the walk never meets the place the button takes (the story would then prove nothing).
 */
async function tabThroughThePage({ userEvent, globals }: Pick<StoryContext, 'userEvent' | 'globals'>, width: number) {
  await expect(window.innerWidth).toBe(width);
  const button = buttonOf({ globals });
  const logout = within(document.body).getByRole('button', { name: globals.locale === 'fr' ? 'Se déconnecter' : 'Logout' });
  let underTheButton = 0;
  let shownBeside = 0;
  for (let step = 0; step < 120; step += 1) {
    await userEvent.tab();
    const focused = document.activeElement;
    if (!focused || focused === document.body) break;
    if (focused === button) continue;
    // Where the focus lands on the button's place while the page is scrolled, the button must step aside.
    if (window.scrollY > 100 && overlaps(focused, button)) underTheButton += 1;
    await waitFor(() => expect(isShown(button) && overlaps(focused, button)).toBe(false));
    if (isShown(button)) shownBeside += 1;
    if (focused === logout) break;
  }
  await expect(logout).toHaveFocus();
  await expect(underTheButton).toBeGreaterThan(0);
  await expect(shownBeside).toBeGreaterThan(0);
  // At the end of the page the button rests above the footer, clear of the logout button.
  await waitFor(() => expect(isShown(button)).toBe(true));
  await expect(overlaps(logout, button)).toBe(false);
}

/**
 * Put it once in the page frame, after the content and before the footer: it shows after 100 px
 * of scrolling, stays clear of the focused element and returns focus to the top.
 */
const meta = {
  title: 'Kit/Page/BackToTop',
  component: BackToTop,
  args: { targetId: 'story-top' },
  parameters: { layout: 'fullscreen', viewport: { options: viewports } },
  render: (args) => (
    <div className="flex min-h-screen flex-col">
      <div id="story-top" tabIndex={-1} className="outline-none">
        <p className="p-4">
          <Trans>Reference metadata</Trans>
        </p>
      </div>
      <div className="h-[300vh]" />
      <BackToTop {...args} />
    </div>
  ),
} satisfies Meta<typeof BackToTop>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ userEvent, globals }) => {
    const body = within(document.body);
    const name = nameOf(globals.locale);
    await expect(body.queryByRole('button', { name })).not.toBeInTheDocument();
    window.scrollTo({ top: 400 });
    const button = await body.findByRole('button', { name });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(document.getElementById('story-top')).toHaveFocus());
    await waitFor(() => expect(window.scrollY).toBe(0));
  },
};

/** At the top of the page there is nothing to go back to: the button keeps its place, hidden. */
export const HiddenAtTop: Story = {
  play: async (context) => {
    window.scrollTo({ top: 0 });
    const button = buttonOf(context);
    await waitFor(() => expect(button).not.toBeVisible());
    await context.userEvent.tab();
    await expect(button).not.toHaveFocus();
  },
};

/** Scrolled down, it shows at the bottom of the window. */
export const ShownAfterScroll: Story = {
  play: async (context) => {
    await scrollDown();
    const button = buttonOf(context);
    await waitFor(() => expect(button).toBeVisible());
    const { bottom } = button.getBoundingClientRect();
    await expect(bottom).toBeLessThanOrEqual(window.innerHeight);
    await expect(bottom).toBeGreaterThan(window.innerHeight - 80);
  },
};

/** Reached with Tab, it shows the kit's focus ring; Enter returns to the top. */
export const Focused: Story = {
  play: async (context) => {
    // From the top of the page, the button is the next stop.
    await scrollDown();
    const button = buttonOf(context);
    await waitFor(() => expect(button).toBeVisible());
    await context.userEvent.tab();
    await expect(button).toHaveFocus();
    await expect(getComputedStyle(button).outlineStyle).toBe('solid');
  },
};

/** On a phone, the focus walks through every field of a long form and the button never hides it. */
export const NeverOverFocusAt390: Story = {
  tags: ['!autodocs'],
  globals: { viewport: { value: 'phone390', isRotated: false } },
  render: (args) => <Page {...args} />,
  play: (context) => tabThroughThePage(context, 390),
};

/** The same walk on a laptop screen, down to the footer's logout button. */
export const NeverOverFocusAt1280: Story = {
  tags: ['!autodocs'],
  globals: { viewport: { value: 'laptop1280', isRotated: false } },
  render: (args) => <Page {...args} />,
  play: (context) => tabThroughThePage(context, 1280),
};
