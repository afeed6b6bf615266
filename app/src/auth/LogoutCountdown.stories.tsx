import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { LogoutCountdown } from './IdleLogout.tsx';

/**
 * Shown while an inactive user's session runs out: the seconds left and a way to stay. Any
 * interaction also cancels it (see IdleLogout, tested with fake timers).
 */
const meta = {
  title: 'Screens/Shell/LogoutCountdown',
  component: LogoutCountdown,
  args: { seconds: 42, onStay: fn() },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof LogoutCountdown>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Counting: Story = {
  play: async ({ canvas, userEvent, args, globals }) => {
    await expect(canvas.getByText(globals.locale === 'fr' ? /42 secondes/ : /42 seconds/)).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(args.onStay).toHaveBeenCalledOnce();
  },
};

export const LastSecond: Story = { args: { seconds: 1 } };
