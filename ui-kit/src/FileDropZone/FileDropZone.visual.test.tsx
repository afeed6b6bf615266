import { describe } from 'vitest';
import { itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './FileDropZone.stories.tsx';

describe('FileDropZone looks', () => {
  itMatchesScreenshots(stories, ['Default', 'WithFile', 'Required']);
});
