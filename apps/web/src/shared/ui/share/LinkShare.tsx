import { Alert, Button, Center, Group, Paper, Stack, Textarea } from '@mantine/core';
import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from '../../i18n/useTranslation';
import { Icon } from '../icons';
import { noZoomFontSize } from '../theme';
import { canShare, useCopy } from './copyText';
import { onlyOpensOnTheServer } from './loopbackLink';

interface LinkShareProps {
  url: string;
  /** The field's label, e.g. "Invitation link". */
  label: string;
  /** Names the QR code for screen readers, e.g. "QR code of the invitation link". */
  qrLabel: string;
  /** Title and text handed to the phone's share sheet. */
  shareTitle: string;
  shareText?: string;
}

/**
 * A link to pass on: the address (selectable), copy, the phone's share sheet, and a QR code to scan.
 * A link other phones cannot open (the server's PUBLIC_URL is a local address) says so first, naming
 * the setting.
 */
export function LinkShare({ url, label, qrLabel, shareTitle, shareText }: LinkShareProps) {
  const { t } = useTranslation(['common', 'links']);
  const { copied, copy } = useCopy();
  const sharing = canShare();
  const unreachable = onlyOpensOnTheServer(url, window.location);

  const share = async () => {
    try {
      await navigator.share({ title: shareTitle, text: shareText, url });
    } catch (error) {
      // Closing the share sheet is a choice, not a failure; anything else falls back to copying.
      if (!(error instanceof DOMException && error.name === 'AbortError')) await copy(url);
    }
  };

  return (
    <Stack gap="sm">
      {unreachable && (
        <Alert color="warning" variant="light" icon={<Icon name="alert" />} title={t('links:loopback.title')}>
          {t('links:loopback.body', { host: new URL(url).host })}
        </Alert>
      )}
      {/* A wrapping box, not a one-line input: people check a link they pass on by reading all of it. */}
      <Textarea
        readOnly
        autosize
        minRows={2}
        maxRows={6}
        label={label}
        value={url}
        styles={{
          input: { fontFamily: 'var(--mantine-font-family-monospace)', fontSize: noZoomFontSize, wordBreak: 'break-all' },
        }}
        onFocus={(event) => event.currentTarget.select()}
      />
      <Group grow gap="sm">
        <Button
          variant={sharing ? 'light' : 'filled'}
          leftSection={<Icon name={copied ? 'check' : 'copy'} size={18} />}
          onClick={() => void copy(url)}
        >
          {t('share.copyLink')}
        </Button>
        {sharing && (
          <Button leftSection={<Icon name="share" size={18} />} onClick={() => void share()}>
            {t('share.share')}
          </Button>
        )}
      </Group>
      <div role="status" aria-live="polite" style={{ minHeight: '1.25em', textAlign: 'center', fontSize: 'var(--mantine-font-size-sm)' }}>
        {copied ? t('share.copied') : ''}
      </div>
      <Center>
        <Paper withBorder radius="md" p="sm" bg="white">
          <QRCodeSVG value={url} size={184} marginSize={1} level="M" title={qrLabel} role="img" aria-label={qrLabel} />
        </Paper>
      </Center>
    </Stack>
  );
}
