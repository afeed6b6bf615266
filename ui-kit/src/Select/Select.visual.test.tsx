import { describe } from 'vitest';
import { itMatchesForcedColorsScreenshots, itMatchesScreenshots, openListOnPreviousOption } from '../../../.storybook/visual.tsx';
import * as stories from './Select.stories.tsx';

describe('Select looks', () => {
  itMatchesScreenshots(stories, ['Default', 'WithValue', 'Invalid', 'LongFrenchLabel']);
  // The list opened with the keyboard, an option other than the chosen one focused.
  itMatchesForcedColorsScreenshots(stories, ['WithValue'], { prepare: openListOnPreviousOption });
});
