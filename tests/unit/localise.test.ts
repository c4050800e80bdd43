import { pickLocalised } from '@/lib/catalogue/localise';

const fields = { en: 'Water Bottle', cn: '水壶', local: { es: 'Botella de agua' } };

describe('language-dependent fields (spec §3)', () => {
  it('gives Chinese readers the Cn value', () => {
    expect(pickLocalised('zh', fields)).toBe('水壶');
  });

  it('gives other readers their Local value when there is one', () => {
    expect(pickLocalised('es', fields)).toBe('Botella de agua');
  });

  it('falls back to En, then Cn', () => {
    expect(pickLocalised('km', fields)).toBe('Water Bottle');
    expect(pickLocalised('km', { en: '', cn: '水壶', local: {} })).toBe('水壶');
    expect(pickLocalised('zh', { en: 'Bottle', cn: '', local: {} })).toBe('Bottle');
  });
});
