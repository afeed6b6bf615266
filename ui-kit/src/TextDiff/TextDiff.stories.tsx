import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { richTextToPlain } from './plain-text.ts';
import { TextDiff, TextDiffLegend } from './TextDiff.tsx';
import { countChanges, diffWords } from './word-diff.ts';

interface ComparisonProps {
  /** The two versions, as stored rich text. */
  before: string;
  after: string;
  lang: string;
}

/** Two versions side by side, as a page comparing them lays them out, under the legend. */
function Comparison({ before, after, lang }: ComparisonProps) {
  const parts = diffWords(richTextToPlain(before), richTextToPlain(after));
  return (
    <div className="flex flex-col gap-4">
      <TextDiffLegend />
      <p>{countChanges(parts)}</p>
      <div className="grid gap-6 md:grid-cols-2">
        <section aria-label="Version 1">
          <TextDiff parts={parts} side="before" lang={lang} />
        </section>
        <section aria-label="Version 2">
          <TextDiff parts={parts} side="after" lang={lang} />
        </section>
      </div>
    </div>
  );
}

/**
 * Two versions of a text compared word by word (`diffWords`, on rich text read as plain text with
 * `richTextToPlain`), each on its side: words removed from the first struck through (`del`), words
 * added in the second underlined (`ins`), on a tinted background; screen readers hear where each
 * change begins and ends. The legend says what the marks mean, in words.
 */
const meta = {
  title: 'Kit/Content/TextDiff',
  component: Comparison,
  args: {
    lang: 'fr',
    before: '<p>Personnes de 15 ans ou plus ayant travaillé au moins une heure.</p><ul><li>salariés</li></ul>',
    after: '<p>Personnes de 15 à 74 ans ayant travaillé au moins une heure <strong>pendant la semaine de référence</strong>.</p><ul><li>salariés</li><li>indépendants</li></ul>',
  },
} satisfies Meta<typeof Comparison>;
export default meta;

type Story = StoryObj<typeof meta>;

export const Changed: Story = {
  play: async ({ canvas, globals }) => {
    const fr = globals.locale === 'fr';
    const first = within(canvas.getByRole('region', { name: 'Version 1' }));
    const second = within(canvas.getByRole('region', { name: 'Version 2' }));
    const removed = canvas.getByRole('region', { name: 'Version 1' }).querySelectorAll('del');
    await expect(removed).toHaveLength(1);
    await expect(removed[0]).toHaveTextContent(fr ? '[supprimé : ou plus fin de la suppression]' : '[removed: ou plus end of removal]');
    const added = canvas.getByRole('region', { name: 'Version 2' }).querySelectorAll('ins');
    await expect(added).toHaveLength(3);
    await expect(added[0]).toHaveTextContent(fr ? '[ajouté : à 74 fin de l’ajout]' : '[added: à 74 end of addition]');
    await expect(second.getByText(/indépendants/)).toBeVisible();
    // Each side in its language, lines kept.
    await expect(first.getByText(/Personnes de 15 ans/).closest('[lang]')).toHaveAttribute('lang', 'fr');
    await expect(canvas.getByText('4')).toBeVisible();
    const legend = canvas.getByRole('list', { name: fr ? 'Légende' : 'Legend' });
    await expect(legend).toHaveTextContent(fr ? 'Souligné : mots ajoutés dans la seconde version' : 'Underlined: words added in the second version');
  },
};

/** Nothing changed: the text as it is, no mark. */
export const Unchanged: Story = {
  args: { after: '<p>Personnes de 15 ans ou plus ayant travaillé au moins une heure.</p><ul><li>salariés</li></ul>' },
  play: async ({ canvasElement, canvas }) => {
    await expect(canvasElement.querySelectorAll('ins, del')).toHaveLength(0);
    await expect(canvas.getByText('0')).toBeVisible();
  },
};

/** A text written where there was none: all of it added. */
export const Written: Story = {
  args: { before: '', lang: 'en' },
  play: async ({ canvas }) => {
    const added = canvas.getByRole('region', { name: 'Version 2' }).querySelectorAll('ins');
    await expect(added).toHaveLength(1);
    await expect(canvas.getByRole('region', { name: 'Version 1' })).toHaveTextContent(/^$/);
  },
};
