import { describe } from 'vitest';
import { itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './Link.stories.tsx';

describe('Link looks', () => {
  itMatchesScreenshots(stories, ['Default', 'Disabled', 'InRunningText', 'AsButton']);
});
