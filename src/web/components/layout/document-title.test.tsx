import { render } from '#web/test-support.tsx';
// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { DocumentTitle } from './document-title.tsx';

// Rendered to a string it is a <title> element: src/web/prerender.test.tsx checks the landing page's.
describe('DocumentTitle in the browser', () => {
  it('names the tab, follows a new title and leaves no <title> element in the page', () => {
    const { container, rerender } = render(<DocumentTitle>Help — CultureLens</DocumentTitle>);
    expect(document.title).toBe('Help — CultureLens');
    rerender(<DocumentTitle>Support — CultureLens</DocumentTitle>);
    expect(document.title).toBe('Support — CultureLens');
    expect(container.querySelector('title')).toBeNull();
  });
});
