import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { ColourTable, FocusRingSample, ModuleAccents, RadiusScale, SpacingScale, TypeScale } from './TokenTables.tsx';

/** The tables of the Foundations page, as stories so that they are tested like any component. */
const meta = {
  title: 'Foundations/Tokens',
  component: ColourTable,
  tags: ['!autodocs'],
} satisfies Meta<typeof ColourTable>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Colours: Story = {
  play: async ({ canvas }) => {
    const ink = canvas.getByRole('row', { name: /^ink #1b1f24/ });
    await expect(ink).toHaveTextContent(/16[.,]\d\d:1/);
  },
};

export const Accents: Story = { render: () => <ModuleAccents /> };

export const Typography: Story = { render: () => <TypeScale /> };

export const Spacing: Story = { render: () => <SpacingScale /> };

export const Radii: Story = { render: () => <RadiusScale /> };

export const FocusRing: Story = { render: () => <FocusRingSample /> };
