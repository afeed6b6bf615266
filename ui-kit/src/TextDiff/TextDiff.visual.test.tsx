import { describe } from 'vitest';
import { itMatchesForcedColorsScreenshots, itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './TextDiff.stories.tsx';

// The marks must stay readable without colour: struck through and underlined, also in forced colours.
describe('TextDiff looks', () => {
  itMatchesScreenshots(stories, ['Changed']);
  itMatchesForcedColorsScreenshots(stories, ['Changed']);
});
