import { describe } from 'vitest';
import { itMatchesForcedColorsScreenshots, itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './ModuleMenu.stories.tsx';

describe('ModuleMenu looks', () => {
  itMatchesScreenshots(stories, ['Default', 'Operations', 'Narrow']);
  itMatchesForcedColorsScreenshots(stories, ['Default']);
});
