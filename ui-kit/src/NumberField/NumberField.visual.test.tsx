import { describe } from 'vitest';
import { itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './NumberField.stories.tsx';

describe('NumberField looks', () => {
  itMatchesScreenshots(stories, ['Default', 'Invalid', 'Disabled']);
});
