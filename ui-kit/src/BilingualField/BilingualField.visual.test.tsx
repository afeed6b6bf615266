import { describe } from 'vitest';
import { itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './BilingualField.stories.tsx';

describe('BilingualField looks', () => {
  itMatchesScreenshots(stories, ['Default', 'Invalid', 'MultilineWithLimit', 'Narrow']);
});
