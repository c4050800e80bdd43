import { render } from '@testing-library/react';
import { Highlighted } from '@/components/search/highlighted';
import { WithModelCodes } from '@/components/ui/model-codes';
import { highlightSegments } from '@/lib/search/highlight';
import { parseKeyword } from '@/lib/search/keyword';

/** The runs a reader sees kept on one line, and the whole text as read. */
function rendered(text: string) {
  const { container } = render(
    <h1>
      <WithModelCodes text={text} />
    </h1>,
  );
  return {
    kept: [...container.querySelectorAll('.model-code')].map((s) => s.textContent),
    text: container.textContent,
  };
}

describe('model codes in product names', () => {
  it('keeps each code of capitals and digits on one line, in any script around it', () => {
    expect(rendered('Competition Power Rack NL-677')).toEqual({
      kept: ['NL-677'],
      text: 'Competition Power Rack NL-677',
    });
    expect(rendered('قفص القوة بمواصفات المنافسات NL-677')).toEqual({
      kept: ['NL-677'],
      text: 'قفص القوة بمواصفات المنافسات NL-677',
    });
    expect(rendered('USB-C Hub A4-100-2B, 2 pieces')).toEqual({
      kept: ['USB-C', 'A4-100-2B'],
      text: 'USB-C Hub A4-100-2B, 2 pieces',
    });
  });

  it('leaves words joined by a hyphen, and names without a code, as they are', () => {
    expect(rendered('Edelstahl-Rührschüssel')).toEqual({ kept: [], text: 'Edelstahl-Rührschüssel' });
    expect(rendered('Steel Barbell')).toEqual({ kept: [], text: 'Steel Barbell' });
    expect(rendered('Hi-Fi Speaker')).toEqual({ kept: [], text: 'Hi-Fi Speaker' });
    expect(rendered('ABC-Schütze')).toEqual({ kept: [], text: 'ABC-Schütze' });
  });

  it('keeps the code whole in a search result whose other words are marked', () => {
    const { container } = render(
      <h3>
        <Highlighted segments={highlightSegments('Steel Barbell TR-5150', parseKeyword('barbell'))} />
      </h3>,
    );
    expect(container.textContent).toBe('Steel Barbell TR-5150');
    expect(container.querySelector('mark')?.textContent).toBe('Barbell');
    expect(container.querySelector('.model-code')?.textContent).toBe('TR-5150');
  });

  it('keeps a searched code on one line with the words of it the buyer typed marked', () => {
    const marked = (name: string, keyword: string) => {
      const { container } = render(
        <h3>
          <Highlighted segments={highlightSegments(name, parseKeyword(keyword))} />
        </h3>,
      );
      return {
        text: container.textContent,
        kept: [...container.querySelectorAll('.model-code')].map((s) => s.textContent),
        marks: [...container.querySelectorAll('mark')].map((m) => m.textContent),
      };
    };
    expect(marked('Competition Power Rack NL-677', 'NL-677')).toEqual({
      text: 'Competition Power Rack NL-677',
      kept: ['NL-677'],
      marks: ['NL', '677'],
    });
    expect(marked('قفص القوة NL-677 للمنافسات', '677')).toEqual({
      text: 'قفص القوة NL-677 للمنافسات',
      kept: ['NL-677'],
      marks: ['677'],
    });
    expect(marked('USB-C Hub A4-100-2B', 'hub a4')).toEqual({
      text: 'USB-C Hub A4-100-2B',
      kept: ['USB-C', 'A4-100-2B'],
      marks: ['Hub', 'A4'],
    });
    expect(marked('Power Rack NL-677', 'rack')).toEqual({
      text: 'Power Rack NL-677',
      kept: ['NL-677'],
      marks: ['Rack'],
    });
  });
});
