import { describe, expect, test } from '../../test/fixture.js';

describe('DiabetsApprovalForm.getConsultationOffer', () => {
  test('answers anyone that the consultation is free by default', async ({ t }) => {
    const answer = await t.call('DiabetsApprovalForm.getConsultationOffer', {});
    expect([answer.status, answer.body.data]).toEqual([200, { price: 0, currency: 'USD' }]);
  });

  describe('with a price configured', () => {
    test.override({ appOptions: { config: { consultationPrice: 150, currency: 'CNY' } } });

    test('answers the price and its currency', async ({ t }) => {
      const answer = await t.call('DiabetsApprovalForm.getConsultationOffer', {});
      expect(answer.body.data).toEqual({ price: 150, currency: 'CNY' });
    });
  });
});
