import { describe } from 'vitest';
import { itMatchesForcedColorsScreenshots, itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './Button.stories.tsx';

describe('Button looks', () => {
  itMatchesScreenshots(stories, ['Primary', 'Secondary', 'Danger', 'Quiet', 'Disabled', 'Pending', 'LongFrenchLabel']);
  itMatchesForcedColorsScreenshots(stories, ['AllVariants']);
});
