import { describe } from 'vitest';
import { itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './Select.stories.tsx';

describe('Select looks', () => {
  itMatchesScreenshots(stories, ['Default', 'WithValue', 'Invalid', 'LongFrenchLabel']);
});
