import { describe } from 'vitest';
import { itMatchesForcedColorsScreenshots, itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './LanguageSwitch.stories.tsx';

describe('LanguageSwitch looks', () => {
  itMatchesScreenshots(stories, ['Default'], ['en']);
  itMatchesForcedColorsScreenshots(stories, ['Default']);
});
