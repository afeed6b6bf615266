import { describe } from 'vitest';
import { expect, getAllByRole, waitFor } from 'storybook/test';
import { itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './BilingualField.stories.tsx';

describe('BilingualField looks', () => {
  itMatchesScreenshots(stories, ['Default', 'Invalid', 'MultilineWithLimit', 'Narrow']);
  // The editors are loaded lazily: their placeholders show until then, which a busy machine captured.
  itMatchesScreenshots(stories, ['RichTextRequired'], ['en', 'fr'], (container) =>
    waitFor(() => expect(getAllByRole(container, 'textbox')).toHaveLength(2), { timeout: 20_000 }),
  );
});
