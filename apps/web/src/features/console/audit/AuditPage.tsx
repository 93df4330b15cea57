import { Badge, Box, Group, Paper, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isRefusal, useLogFailure } from '../../../shared/api';
import { useFormat } from '../../../shared/format/useFormat';
import { Loaded } from '../../../shared/ui/Loaded';
import { OperatorOnly } from '../../../shared/ui/OperatorOnly';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { pageCount, Pager } from '../../../shared/ui/Pager';
import { AUDIT_PER_PAGE, useAuditLog } from '../api/useAudit';
import classes from '../console.module.css';
import { changesOf } from './auditChanges';

/** /admin/audit: every operator write, newest first: who, when, what, and each field before and after. Read-only. */
export function AuditPage() {
  const { t } = useTranslation('console');
  const format = useFormat();
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const log = useAuditLog(search.trim(), page);
  useLogFailure(log.error, 'Failed to load the audit log');
  if (isRefusal(log.error, 'operator_required')) return <OperatorOnly title={t('audit.title')} />;

  const entries = (data: NonNullable<typeof log.data>) =>
    data.list.length === 0 ? (
      <Text c="dimmed">{search.trim() ? t('audit.noMatch') : t('audit.empty')}</Text>
    ) : (
      <Stack component="ol" gap="sm" p={0} m={0} style={{ listStyle: 'none' }} aria-label={t('audit.listLabel')}>
        {data.list.map((entry) => (
          <Paper component="li" key={entry.id} withBorder radius="md" p="sm">
            <Stack gap={6}>
              <Group justify="space-between" gap="xs">
                <Text ff="monospace" fw={600} style={{ wordBreak: 'break-all' }}>
                  {entry.target}
                </Text>
                <Badge variant="light" color="gray" style={{ textTransform: 'none' }}>
                  {entry.cmd}
                </Badge>
              </Group>
              <Text size="sm" c="dimmed">
                {t('audit.byAt', { operator: entry.operator, date: format.dateTime(entry.at) })}
              </Text>
              {/* Scrolls sideways on a phone: a named region a keyboard can reach and scroll, as a finger would. */}
              <Box
                role="region"
                aria-label={t('audit.changesOf', { target: entry.target })}
                tabIndex={0}
                className={`${classes.tableScroll} mantine-focus-auto`}
              >
                <table className={classes.changes}>
                  <thead>
                    <tr>
                      <th scope="col">{t('audit.field')}</th>
                      <th scope="col">{t('audit.before')}</th>
                      <th scope="col">{t('audit.after')}</th>
                    </tr>
                  </thead>
                  <tbody>
                    {changesOf(entry.before, entry.after, format.dateTime).map((change) => (
                      <tr key={change.field}>
                        <th scope="row">{change.field}</th>
                        <td>{change.before}</td>
                        <td>{change.after}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </Box>
            </Stack>
          </Paper>
        ))}
      </Stack>
    );

  return (
    <Stack gap="md" py="md">
      <PageHeader title={t('audit.title')} intro={t('audit.intro')} back={null} />
      <TextInput
        label={t('audit.search')}
        description={t('audit.searchHint')}
        value={search}
        onChange={(event) => {
          setSearch(event.currentTarget.value);
          setPage(1);
        }}
        maw={420}
      />
      {log.data && (
        <Text size="sm" c="dimmed" role="status">
          {t('audit.count', { count: log.data.total, formatted: format.number(log.data.total) })}
        </Text>
      )}
      <Loaded query={log} loading={t('audit.loading')} failed={t('audit.loadFailed')} count={4} height={96}>
        {entries}
      </Loaded>
      <Pager label={t('audit.pages')} pages={pageCount(log.data?.total ?? 0, AUDIT_PER_PAGE)} page={page} onChange={setPage} />
    </Stack>
  );
}
