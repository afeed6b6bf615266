import { describe } from 'vitest';
import { itMatchesForcedColorsScreenshots, itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './Switch.stories.tsx';

describe('Switch looks', () => {
  itMatchesScreenshots(stories, ['Off', 'On', 'Disabled']);
  itMatchesForcedColorsScreenshots(stories, ['Off', 'On']);
});
