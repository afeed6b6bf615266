import { describe } from 'vitest';
import { itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './CheckboxGroup.stories.tsx';

describe('CheckboxGroup looks', () => {
  itMatchesScreenshots(stories, ['Default', 'Invalid']);
});
