import { describe } from 'vitest';
import { itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './TextArea.stories.tsx';

describe('TextArea looks', () => {
  itMatchesScreenshots(stories, ['Default', 'Invalid', 'WithCharacterLimit']);
});
