import { describe, expect, it } from 'vitest';
import { paymentTermsText, shippingTierText } from './commerce-texts';

describe('commerce texts (decision 0040)', () => {
  it("recognises the shop's weight tiers", () => {
    expect(shippingTierText('Versicherter Versand bis 500 g')).toEqual({
      key: 'tier.upTo',
      values: { weight: 500, unit: 'gram' },
    });
    expect(shippingTierText('Versicherter Versand bis 2 kg')).toEqual({
      key: 'tier.upTo',
      values: { weight: 2, unit: 'kilogram' },
    });
    expect(shippingTierText('Versicherter Versand über 2,5 kg')).toEqual({
      key: 'tier.over',
      values: { weight: 2.5, unit: 'kilogram' },
    });
  });

  it('recognises invoice terms with their days', () => {
    expect(paymentTermsText('Rechnung, 30 Tage netto')).toEqual({
      key: 'invoiceNetDays',
      values: { days: 30 },
    });
    expect(paymentTermsText('Rechnung, 14 Tage netto')).toEqual({
      key: 'invoiceNetDays',
      values: { days: 14 },
    });
  });

  it('keeps any other text as it is', () => {
    expect(shippingTierText('Express')).toEqual({ text: 'Express' });
    expect(shippingTierText('Versicherter Versand bis 500 Pfund')).toEqual({
      text: 'Versicherter Versand bis 500 Pfund',
    });
    expect(paymentTermsText('Vorkasse')).toEqual({ text: 'Vorkasse' });
  });
});
