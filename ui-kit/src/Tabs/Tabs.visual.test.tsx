import { describe } from 'vitest';
import { itMatchesForcedColorsScreenshots, itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './Tabs.stories.tsx';

describe('Tabs looks', () => {
  itMatchesScreenshots(stories, ['Default']);
  itMatchesForcedColorsScreenshots(stories, ['Default']);
});
