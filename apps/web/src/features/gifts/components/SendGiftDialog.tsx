import type { FamilyMember, GiftOffer, SentGift } from '@t1d/contract';
import { Text } from '@mantine/core';
import { useRef } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { failureText } from '../../../shared/api/failureText';
import { useFormat } from '../../../shared/format/useFormat';
import { ConfirmModal } from '../../../shared/ui/ConfirmModal';
import { useSendGift } from '../api/useGifts';

/** A gift about to be sent: what, to whom, and the name of this one tap (made when the dialog opened). */
export interface GiftChoice {
  offer: GiftOffer;
  child: FamilyMember;
  requestId: string;
}

interface SendGiftDialogProps {
  choice: GiftChoice | null;
  onClose: () => void;
  onSent: (gift: SentGift) => void;
}

/**
 * 'Send Rocket boots to Mei for 120 coins?' Every try from one opening carries the same request id,
 * so a double tap or a retry after a lost answer sends one gift; a refusal is explained in place.
 */
export function SendGiftDialog({ choice, onClose, onSent }: SendGiftDialogProps) {
  const { t } = useTranslation('gifts');
  const format = useFormat();
  const send = useSendGift();
  // isPending arrives with the next render; two taps in one frame must not both go out.
  const sending = useRef(false);

  const close = () => {
    if (sending.current) return;
    send.reset();
    onClose();
  };

  const confirm = () => {
    if (!choice || sending.current) return;
    sending.current = true;
    send.mutate(
      { child_id: choice.child.user_id, gift_id: choice.offer.id, request_id: choice.requestId },
      {
        onSuccess: ({ gift }) => {
          sending.current = false;
          send.reset();
          onSent(gift);
        },
        onError: () => {
          sending.current = false;
        },
      },
    );
  };

  // A refusal with a reason says what it is (not enough coins); anything else is worth a plain retry.
  const failure = failureText(send.error, t('confirm.failed'));

  return (
    <ConfirmModal
      opened={choice !== null}
      title={t('confirm.title')}
      failure={failure}
      cancelLabel={t('confirm.cancel')}
      confirmLabel={t('confirm.send')}
      pending={send.isPending}
      onConfirm={confirm}
      onClose={close}
    >
      {choice && (
        <Text>
          {t('confirm.body', {
            gift: choice.offer.name,
            child: choice.child.name,
            count: choice.offer.cost,
            formatted: format.number(choice.offer.cost),
          })}
        </Text>
      )}
    </ConfirmModal>
  );
}
