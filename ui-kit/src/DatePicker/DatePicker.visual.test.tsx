import { describe } from 'vitest';
import { itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './DatePicker.stories.tsx';

describe('DatePicker looks', () => {
  itMatchesScreenshots(stories, ['Default', 'Invalid']);
});
