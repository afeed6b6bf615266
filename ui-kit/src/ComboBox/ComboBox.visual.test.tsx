import { describe } from 'vitest';
import { itMatchesForcedColorsScreenshots, itMatchesScreenshots, openListOnPreviousOption } from '../../../.storybook/visual.tsx';
import * as stories from './ComboBox.stories.tsx';

describe('ComboBox looks', () => {
  itMatchesScreenshots(stories, ['WithValue', 'Invalid', 'Disabled']);
  // The list opened with the keyboard, an option other than the chosen one focused.
  itMatchesForcedColorsScreenshots(stories, ['WithValue'], { prepare: openListOnPreviousOption });
});
