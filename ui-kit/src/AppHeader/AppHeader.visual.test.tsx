import { describe } from 'vitest';
import { itMatchesForcedColorsScreenshots, itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './AppHeader.stories.tsx';

describe('AppHeader looks', () => {
  itMatchesScreenshots(stories, ['WithLanguageSwitch']);
  itMatchesForcedColorsScreenshots(stories, ['WithLanguageSwitch']);
});
