import { describe } from 'vitest';
import { itMatchesForcedColorsScreenshots, itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './ChecklistPicker.stories.tsx';

describe('ChecklistPicker looks', () => {
  itMatchesScreenshots(stories, ['Default', 'Invalid', 'Disabled', 'LongFrenchLabel']);
  itMatchesForcedColorsScreenshots(stories, ['Default']);
});
