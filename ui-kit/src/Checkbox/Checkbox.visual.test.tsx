import { describe } from 'vitest';
import { itMatchesForcedColorsScreenshots, itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './Checkbox.stories.tsx';

describe('Checkbox looks', () => {
  itMatchesScreenshots(stories, ['Default', 'Selected', 'Indeterminate', 'Invalid', 'Disabled', 'LongFrenchLabel']);
  itMatchesForcedColorsScreenshots(stories, ['Default', 'Selected']);
});
