import { Suspense } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { http, HttpResponse } from 'msw';
import { expect } from 'storybook/test';
import { Spinner } from '@atelier/ui-kit';
import { appContextFixture } from '../mocks/fixtures.ts';
import { AppLayout } from './AppLayout.tsx';
import { HomePage } from './HomePage.tsx';

/** The frame of every signed-in page, reading the application context from `GET /api/init`. */
const meta = {
  title: 'Screens/Shell/AppLayout',
  component: AppLayout,
  parameters: { layout: 'fullscreen' },
  args: { children: <HomePage /> },
  argTypes: { children: { control: false } },
  decorators: [
    (Story) => (
      <Suspense fallback={<Spinner />}>
        <Story />
      </Suspense>
    ),
  ],
} satisfies Meta<typeof AppLayout>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas, userEvent }) => {
    await expect(await canvas.findByRole('contentinfo')).toHaveTextContent(`API ${appContextFixture.version}`);
    await expect(canvas.getByRole('banner')).toBeInTheDocument();
    await expect(canvas.getByRole('heading', { level: 1 })).toBeInTheDocument();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};

/** A newer API answers with its own version; the footer shows both. */
export const OtherApiVersion: Story = {
  beforeEach({ msw }) {
    msw.use(http.get('/api/init', () => HttpResponse.json({ ...appContextFixture, version: '2.3.1' })));
  },
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('contentinfo')).toHaveTextContent('API 2.3.1');
  },
};
