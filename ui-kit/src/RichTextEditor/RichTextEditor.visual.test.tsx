import { describe } from 'vitest';
import { itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './RichTextEditor.stories.tsx';

describe('RichTextEditor looks', () => {
  itMatchesScreenshots(stories, ['Loading', 'ReadOnly', 'Invalid']);
});
