import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { withShell, type ShellParameters } from '../mocks/ShellProviders.tsx';
import { LogoutPage } from './LogoutPage.tsx';

/** Where logging out leads: the only page outside authentication, with a login button (demo mode: a way back). */
const meta = {
  title: 'Screens/Shell/LogoutPage',
  component: LogoutPage,
  decorators: [withShell],
  parameters: { shell: { session: { mode: 'oidc', isSignedIn: false } } satisfies ShellParameters },
} satisfies Meta<typeof LogoutPage>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent, globals }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: globals.locale === 'fr' ? 'Se connecter' : 'Login' })).toHaveFocus();
  },
};

/** The sign-in server did not answer when the user pressed Login. */
export const SignInUnavailable: Story = {
  parameters: { shell: { session: { mode: 'oidc', isSignedIn: false, failure: 'server-down' } } satisfies ShellParameters },
  play: async ({ canvas, globals }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      globals.locale === 'fr'
        ? 'L’authentification est momentanément indisponible. Veuillez réessayer plus tard.'
        : 'Authentication is currently unavailable. Please try again later.',
    );
  },
};

/** The provider refused this application's client settings. */
export const MisconfiguredClient: Story = {
  parameters: {
    shell: { session: { mode: 'oidc', isSignedIn: false, failure: 'misconfigured-client' } } satisfies ShellParameters,
  },
};

/**
 * Demo mode has no sign-in: logging out says so plainly, and the one button comes back as the demo
 * user (no login page that would make no sense).
 */
export const DemoMode: Story = {
  parameters: { shell: { session: { mode: 'demo', isSignedIn: true } } satisfies ShellParameters },
  play: async ({ canvas, userEvent, globals }) => {
    const fr = globals.locale === 'fr';
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent(fr ? 'Vous avez quitté la démonstration' : 'You have left the demonstration');
    await expect(canvas.getByText(fr ? /mode démonstration/ : /demo mode/)).toBeVisible();
    await expect(canvas.queryByRole('button', { name: fr ? 'Se connecter' : 'Login' })).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: fr ? 'Revenir en tant qu’utilisateur de démonstration' : 'Come back as the demo user' })).toHaveFocus();
  },
};
