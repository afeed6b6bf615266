import { describe } from 'vitest';
import { itMatchesForcedColorsScreenshots, itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './RadioGroup.stories.tsx';

describe('RadioGroup looks', () => {
  itMatchesScreenshots(stories, ['Default', 'Horizontal', 'Invalid', 'LongFrenchLabel']);
  itMatchesForcedColorsScreenshots(stories, ['Horizontal']);
});
