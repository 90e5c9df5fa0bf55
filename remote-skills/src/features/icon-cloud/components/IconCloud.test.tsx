import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { CLOUD_SLUGS } from '@portfolio/shared/content/skills';
import { IconCloud } from './IconCloud';

describe('IconCloud', () => {
  it("shows 'No tags' for an empty slug list, and no canvas", () => {
    render(<IconCloud slugs={[]} />);
    expect(screen.getByText('No tags')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('labels the canvas and lists every technology for screen readers', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    render(<IconCloud slugs={CLOUD_SLUGS} />);
    expect(screen.getByRole('img', { name: /cloud of 30 technology icons/, hidden: true })).toBeInTheDocument();
    const names = within(screen.getByRole('list', { name: 'Technologies in the icon cloud' })).getAllByRole('listitem');
    expect(names).toHaveLength(30);
    expect(names[0]).toHaveTextContent('TypeScript');
    expect(names[9]).toHaveTextContent('Node.js');
  });

  it('hides its container, but keeps the list, when the canvas has no 2D context', async () => {
    const getContext = vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    render(<IconCloud slugs={CLOUD_SLUGS} />);
    expect(screen.getByTestId('icon-cloud')).toBeVisible();
    await waitFor(() => expect(screen.getByTestId('icon-cloud')).not.toBeVisible());
    expect(getContext).toHaveBeenCalledWith('2d');
    expect(screen.getByRole('list', { name: 'Technologies in the icon cloud', hidden: true })).toBeInTheDocument();
  });

  it('drops slugs it has no icon for', () => {
    vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(null);
    render(<IconCloud slugs={['react', 'no-such-brand', 'docker']} />);
    const names = within(screen.getByRole('list', { name: 'Technologies in the icon cloud' })).getAllByRole('listitem');
    expect(names.map((name) => name.textContent)).toEqual(['React', 'Docker']);
    expect(screen.getByRole('img', { name: /cloud of 2 technology icons/, hidden: true })).toBeInTheDocument();
  });
});
