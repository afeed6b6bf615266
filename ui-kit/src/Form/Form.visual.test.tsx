import { describe } from 'vitest';
import { itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './Form.stories.tsx';

describe('Form looks', () => {
  itMatchesScreenshots(stories, ['Empty', 'WithErrors']);
});
