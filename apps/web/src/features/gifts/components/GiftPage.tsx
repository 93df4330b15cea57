import type { GiftOffer, SentGift } from '@t1d/contract';
import { Group, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError, useLogFailure } from '../../../shared/api';
import { Icon } from '../../../shared/ui/icons';
import { LoadError } from '../../../shared/ui/LoadError';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useChildren, useGiftCatalogue } from '../api/useGifts';
import { newRequestId } from '../giftRequest';
import { ChildPicker } from './ChildPicker';
import { CoinBalance } from './CoinBalance';
import { GiftCatalogue } from './GiftCatalogue';
import { SendGiftDialog, type GiftChoice } from './SendGiftDialog';
import { SentGifts } from './SentGifts';

/** /gift: the family's coins spent on an in-game gift for one of the children, and the gifts sent so far. */
export function GiftPage() {
  const { t } = useTranslation('gifts');
  const catalogue = useGiftCatalogue();
  const children = useChildren();
  useLogFailure(catalogue.error, 'Failed to load the gift catalogue');
  useLogFailure(children.error, 'Failed to load family members');
  const kids = children.data?.members ?? [];
  const [picked, setPicked] = useState<number | null>(null);
  // With one child there is nothing to choose.
  const child = kids.find((kid) => kid.user_id === picked) ?? (kids.length === 1 ? kids[0]! : null);
  const [choice, setChoice] = useState<GiftChoice | null>(null);

  // A new request id for each opening of the dialog: one tap, one gift, however often it is retried.
  const choose = (offer: GiftOffer) => child && setChoice({ offer, child, requestId: newRequestId() });
  const onSent = (gift: SentGift) => {
    setChoice(null);
    notifications.show({ color: 'primary', title: t('success', { gift: gift.name, child: gift.child_name }), message: t('handover') });
  };

  let picker;
  if (children.isError && !isSilentError(children.error))
    picker = <LoadError message={t('child.loadFailed')} onRetry={() => void children.refetch()} />;
  else if (!children.data) picker = <SkeletonBlock label={t('child.loading')} height={56} />;
  else picker = <ChildPicker kids={kids} value={child?.user_id ?? null} onChange={setPicked} />;

  let gifts;
  if (catalogue.isError && !isSilentError(catalogue.error))
    gifts = <LoadError message={t('catalogue.loadFailed')} onRetry={() => void catalogue.refetch()} />;
  // A gift goes to a child: while the children are on their way, its Send button would do nothing.
  else if (!catalogue.data || children.isPending) gifts = <SkeletonBlock label={t('catalogue.loading')} count={3} height={120} />;
  else
    gifts = (
      <GiftCatalogue
        offers={catalogue.data.list}
        coins={catalogue.data.total_coins}
        needsChild={children.isSuccess && kids.length > 0 && child === null}
        onChoose={choose}
      />
    );

  return (
    <Stack gap="lg" py="md">
      <PageHeader title={t('pageTitle')} intro={t('pageIntro')} />
      {/* Coins that failed to load read 0. */}
      <CoinBalance coins={catalogue.isError ? 0 : (catalogue.data?.total_coins ?? null)} />
      <Group gap={6} wrap="nowrap" align="flex-start" c="dimmed">
        <Icon name="gamepad" size={18} style={{ flexShrink: 0, marginTop: 2 }} />
        <Text size="sm">{t('handover')}</Text>
      </Group>
      {picker}
      {kids.length > 0 || !children.isSuccess ? gifts : null}
      <SentGifts />
      <SendGiftDialog choice={choice} onClose={() => setChoice(null)} onSent={onSent} />
    </Stack>
  );
}
