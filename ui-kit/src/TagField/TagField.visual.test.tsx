import { describe } from 'vitest';
import { itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './TagField.stories.tsx';

describe('TagField looks', () => {
  itMatchesScreenshots(stories, ['WithValues', 'Invalid']);
});
