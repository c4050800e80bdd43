import { render, screen } from '@testing-library/react';
import { Highlighted } from '@/components/search/highlighted';
import { highlightSegments } from '@/lib/search/highlight';
import { parseKeyword } from '@/lib/search/keyword';

describe('highlighted search matches', () => {
  it('renders matched words as mark elements', () => {
    const { container } = render(
      <h3>
        <Highlighted segments={highlightSegments('Bamboo Cutting Board', parseKeyword('cutting'))} />
      </h3>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Bamboo Cutting Board');
    expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['Cutting']);
  });

  it('shows markup in a name or keyword as text, never as elements', () => {
    const name = '<img src=x onerror=alert(1)> Lamp';
    const { container } = render(
      <p>
        <Highlighted segments={highlightSegments(name, parseKeyword('<img> lamp'))} />
      </p>,
    );
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toBe(name);
  });
});
