import { describe } from 'vitest';
import { itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './UrlField.stories.tsx';

describe('UrlField looks', () => {
  itMatchesScreenshots(stories, ['Default', 'Invalid']);
});
