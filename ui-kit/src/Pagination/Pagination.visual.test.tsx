import { describe } from 'vitest';
import { itMatchesForcedColorsScreenshots, itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './Pagination.stories.tsx';

describe('Pagination looks', () => {
  itMatchesScreenshots(stories, ['MiddlePage']);
  itMatchesForcedColorsScreenshots(stories, ['MiddlePage']);
});
