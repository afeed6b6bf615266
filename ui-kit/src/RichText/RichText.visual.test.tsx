import { describe } from 'vitest';
import { itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './RichText.stories.tsx';

describe('RichText looks', () => {
  itMatchesScreenshots(stories, ['Default']);
});
