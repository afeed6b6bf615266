import { describe } from 'vitest';
import { itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './Checkbox.stories.tsx';

describe('Checkbox looks', () => {
  itMatchesScreenshots(stories, ['Default', 'Selected', 'Indeterminate', 'Invalid', 'Disabled', 'LongFrenchLabel']);
});
