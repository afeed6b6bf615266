import { describe } from 'vitest';
import { itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './DateField.stories.tsx';

describe('DateField looks', () => {
  itMatchesScreenshots(stories, ['WithValue', 'Invalid']);
});
