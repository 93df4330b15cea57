import { Anchor, List, Paper, Stack, Text } from '@mantine/core';
import { useQueries, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { EmergencyCall } from '../../../shared/emergency/EmergencyCall';
import { keepEmergencyNumbers } from '../../../shared/emergency/emergencyNumbers';
import { articleRead, urgentArticlesRead } from '../../../shared/emergency/urgentLearning';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { paths } from '../../../shared/paths';
import { useOffline } from '../../../shared/pwa/connectivity';
import { Link } from '../../../shared/router';
import { helpArticleSlugs, keepHelpArticles } from './helpArticles';

/**
 * Online, keeps the help articles and the emergency numbers on the device; offline, where the chat
 * cannot answer, shows what works without it: the call for help and the articles on a low, a severe low and a high that this
 * device holds, each a link that opens offline. An article the device does not hold is not offered.
 */
export function OfflineHelp() {
  const offline = useOffline();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (offline) return;
    keepHelpArticles(queryClient);
    keepEmergencyNumbers(queryClient);
  }, [offline, queryClient]);
  return offline ? <OfflineHelpPanel /> : null;
}

function OfflineHelpPanel() {
  const { t } = useTranslation('chat');
  const titleId = useId();
  // From the cache only: offline nothing could be fetched.
  const kept = useQueries({ queries: helpArticleSlugs.map((slug) => ({ ...articleRead(slug), enabled: false })) });
  const articles = kept.flatMap((read) => (read.data ? [read.data] : []));
  // The whole urgent set, when the device kept it beside another page (ADR 0064).
  const urgentSetKept = useQuery({ ...urgentArticlesRead(), enabled: false }).data !== undefined;

  return (
    <Paper component="section" aria-labelledby={titleId} withBorder radius="lg" p="md" bg="danger.0" data-testid="chat-offline-help">
      <Stack gap="xs">
        <Text id={titleId} fw={700} c="danger.9">
          {t('offlineHelp.title')}
        </Text>
        <Text size="sm">{t('offlineHelp.body')}</Text>
        <EmergencyCall compact />
        {articles.length > 0 && (
          <>
            <Text size="sm" fw={600}>
              {t('offlineHelp.saved')}
            </Text>
            <List size="sm" spacing={4}>
              {articles.map((article) => (
                <List.Item key={article.slug}>
                  <Anchor component={Link} to={paths.article(article.slug)} fw={600} inherit>
                    {article.title}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          </>
        )}
        {urgentSetKept && (
          <Anchor component={Link} to={paths.urgentLearning()} size="sm" fw={600}>
            {t('offlineHelp.allUrgent')}
          </Anchor>
        )}
      </Stack>
    </Paper>
  );
}
