import { describe } from 'vitest';
import { itMatchesForcedColorsScreenshots, itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './ToggleButtonGroup.stories.tsx';

describe('ToggleButtonGroup looks', () => {
  itMatchesScreenshots(stories, ['Default']);
  itMatchesForcedColorsScreenshots(stories, ['Default']);
});
