import { describe } from 'vitest';
import { itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './ComboBox.stories.tsx';

describe('ComboBox looks', () => {
  itMatchesScreenshots(stories, ['WithValue', 'Invalid', 'Disabled']);
});
