import { Accordion, Badge, Group, Stack, Text } from '@mantine/core';
import type { ContentSummary } from '@t1d/contract';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { useLogFailure } from '../../../shared/api';
import { useFormat } from '../../../shared/format/useFormat';
import { Icon } from '../../../shared/ui/icons';
import { useContentList } from '../api/useLibrary';
import { libraryAnchors } from '../libraryFormat';
import { LessonPlanPanel } from './LessonPlanPanel';
import { Empty, Loaded, Section } from './Loaded';

/** Who a lesson plan is for and how long it takes, and whether the family did it. */
function LessonPlanFacts({ plan }: { plan: ContentSummary }) {
  const { t } = useTranslation('library');
  const format = useFormat();
  return (
    <Group gap={6}>
      {plan.ages && (
        <Badge variant="light" color="primary" size="sm">
          {t('lessons.ages', { ages: plan.ages })}
        </Badge>
      )}
      {plan.minutes !== null && (
        <Badge variant="light" color="gray" size="sm" leftSection={<Icon name="clock" size={12} />}>
          {t('lessons.minutes', { minutes: format.number(plan.minutes) })}
        </Badge>
      )}
      {plan.done && (
        <Badge variant="filled" color="primary" size="sm" leftSection={<Icon name="check" size={12} />}>
          {t('done')}
        </Badge>
      )}
    </Group>
  );
}

/** The lesson plans, each opening in place: what to do with the child, and the coins for doing it. */
export function LessonPlans() {
  const { t } = useTranslation('library');
  const list = useContentList('lesson_plan');
  const [open, setOpen] = useState<string | null>(null);
  useLogFailure(list.error, 'Failed to load lesson plans');
  return (
    <Section id={libraryAnchors.lessonPlans} title={t('lessons.title')} intro={t('lessons.intro')}>
      <Loaded query={list} loading={t('lessons.loading')} failed={t('lessons.loadFailed')} height={96}>
        {(data) =>
          data.list.length === 0 ? (
            <Empty>{t('lessons.empty')}</Empty>
          ) : (
            <Accordion value={open} onChange={setOpen} variant="separated" radius="lg" order={3}>
              {data.list.map((plan) => (
                <Accordion.Item key={plan.id} value={plan.slug}>
                  <Accordion.Control>
                    <Stack gap={4} py={4}>
                      <Text fw={700} fz="lg">
                        {plan.title}
                      </Text>
                      <LessonPlanFacts plan={plan} />
                      <Text size="sm" c="dimmed">
                        {plan.summary}
                      </Text>
                    </Stack>
                  </Accordion.Control>
                  {/* Only the open plan is fetched: its body is long, and most parents open one. */}
                  <Accordion.Panel>{open === plan.slug && <LessonPlanPanel plan={plan} />}</Accordion.Panel>
                </Accordion.Item>
              ))}
            </Accordion>
          )
        }
      </Loaded>
    </Section>
  );
}
