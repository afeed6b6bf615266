import { describe } from 'vitest';
import { findByRole } from 'storybook/test';
import { itMatchesScreenshots } from '../../../.storybook/visual.tsx';
import * as stories from './RichTextEditor.stories.tsx';

describe('RichTextEditor looks', () => {
  itMatchesScreenshots(stories, ['Loading']);
  // The editor is loaded lazily: its placeholder shows until then, which a busy machine captured.
  itMatchesScreenshots(stories, ['ReadOnly', 'Invalid'], ['en', 'fr'], (container) =>
    findByRole(container, 'textbox', {}, { timeout: 20_000 }),
  );
});
