import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { RichText } from './RichText.tsx';

/**
 * Stored rich text, read-only, reduced to the product's HTML subset with DOMPurify whatever the
 * source holds. Give `lang` when the text is not in the interface's language.
 */
const meta = {
  title: 'Kit/Content/RichText',
  component: RichText,
  args: {
    lang: 'fr',
    html: '<p>L’indice des prix mesure l’évolution <strong>moyenne</strong> des prix, <em>à qualité constante</em>.</p><ul><li>mensuel</li><li>annuel</li></ul><ol><li>collecte</li><li>calcul</li></ol><p>Voir <a href="https://www.insee.fr">le site</a>.</p>',
  },
} satisfies Meta<typeof RichText>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link')).toHaveAttribute('href', 'https://www.insee.fr');
    await expect(canvas.getAllByRole('list')).toHaveLength(2);
  },
};

/** Whatever else the HTML holds is removed: scripts, handlers, styles, other link schemes. */
export const Sanitized: Story = {
  args: {
    html: '<p onclick="alert(1)" style="color:red">Texte <a href="javascript:alert(1)">piégé</a></p><script>alert(1)</script><img src="x" onerror="alert(1)">',
  },
  play: async ({ canvasElement }) => {
    const root = canvasElement.querySelector('[lang="fr"]');
    await expect(root?.innerHTML).toBe('<p>Texte piégé</p>');
  },
};
