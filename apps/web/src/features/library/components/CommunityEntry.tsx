import { Alert, Button, List, Paper, Stack, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { useId, useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { Link } from '../../../shared/router';
import { useLogFailure } from '../../../shared/api';
import { useFormat } from '../../../shared/format/useFormat';
import { paths } from '../../../shared/paths';
import { CoinOverlay, REWARD_COIN_OVERLAY_MS } from '../../../shared/ui/coins/CoinOverlay';
import { Icon, type IconName } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { useAppData } from '../../../shared/api/appData';
import { useAwardCommunityEntryCoin } from '../api/useLibrary';
import { Loaded } from './Loaded';

const rules: { key: 'kind' | 'medical' | 'privacy'; icon: IconName }[] = [
  { key: 'kind', icon: 'heart' },
  { key: 'medical', icon: 'stethoscope' },
  { key: 'privacy', icon: 'shield' },
];

/**
 * A web address a parent may be sent to: an operator typed it, so nothing but http(s) or a page of this
 * app opens (what the console accepts; the server counts the community set up the same way).
 */
const openable = (url: string | null): url is string => url !== null && (/^https?:\/\/[^/]/i.test(url) || /^\/(?![/\\])/.test(url));

/** The house rules of the group, then the button that opens it (and pays the day's coins). */
function JoinCard({ url, coins }: { url: string; coins: number }) {
  const { t } = useTranslation('library');
  const format = useFormat();
  const titleId = useId();
  const award = useAwardCommunityEntryCoin();
  const [earned, setEarned] = useState<number | null>(null);
  useLogFailure(award.error, 'Failed to award community entry coin');
  // The link itself opens the tab, in the click, so no popup blocker stops it; the reward travels beside it.
  const onOpen = () =>
    award.mutate({}, { onSuccess: (result) => setEarned(result.community_reward_coins > 0 ? result.community_reward_coins : null) });
  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p="md">
      <Title order={2} size="h4" id={titleId} mb="sm">
        {t('community.rulesTitle')}
      </Title>
      <List spacing="sm" size="sm" mb="lg" center={false}>
        {rules.map((rule) => (
          <List.Item
            key={rule.key}
            icon={
              <ThemeIcon variant="light" radius="xl" size={28} aria-hidden>
                <Icon name={rule.icon} size={16} />
              </ThemeIcon>
            }
          >
            {t(`community.rules.${rule.key}`)}
          </List.Item>
        ))}
      </List>
      <Stack gap={6}>
        <Button
          component="a"
          href={url}
          target="_blank"
          rel="noopener noreferrer"
          size="md"
          fullWidth
          rightSection={<Icon name="externalLink" size={16} />}
          onClick={onOpen}
        >
          {t('community.open')}
          <VisuallyHidden>{t('opensNewTab')}</VisuallyHidden>
        </Button>
        {coins > 0 && (
          <Text size="sm" c="dimmed" ta="center">
            {t('community.reward', { count: coins, formatted: format.number(coins) })}
          </Text>
        )}
      </Stack>
      <CoinOverlay coins={earned} onClose={() => setEarned(null)} durationMs={REWARD_COIN_OVERLAY_MS} />
    </Paper>
  );
}

/** /community and /facebook-group: one entry to the clinic's parents' group, each page with its own framing. */
export function CommunityEntry({ title, intro }: { title: string; intro: string }) {
  const { t } = useTranslation('library');
  const appData = useAppData();
  useLogFailure(appData.error, 'Failed to load app data');
  return (
    <Stack gap="lg" py="md">
      <PageHeader title={title} intro={intro} />
      <Loaded query={appData} loading={t('community.loading')} failed={t('community.loadFailed')} count={2} height={120}>
        {({ global }) =>
          openable(global.parent_community_url) ? (
            <JoinCard url={global.parent_community_url} coins={global.community_entry_coins} />
          ) : (
            <Alert color="primary" variant="light" icon={<Icon name="info" />} title={t('community.notSetUpTitle')}>
              <Text size="sm">{t('community.notSetUp')}</Text>
              <Button
                component={Link}
                to={paths.urgentLearning()}
                variant="white"
                size="xs"
                mt="sm"
                rightSection={<Icon name="chevronRight" size={16} />}
              >
                {t('community.toLibrary')}
              </Button>
            </Alert>
          )
        }
      </Loaded>
    </Stack>
  );
}
