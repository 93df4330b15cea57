import { Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { createContext, useContext } from 'react';
import { useTranslation } from '../i18n/useTranslation';
import { Icon } from './icons';
import { Modal } from './Modal';
import classes from './sectionWording.module.css';
import { Tooltip } from './Tooltip';

/** How the dashboard words one section: the configuration's title (if it rewords it) and the info modal's text. */
export interface SectionWording {
  title?: string;
  info: string;
  /** The top section's encouragement line, which it has instead of a title. */
  encouragement?: string;
}

/** Set by the dashboard around each section; a card outside the dashboard has none and no info button. */
export const SectionWordingContext = createContext<SectionWording | null>(null);

export function useSectionWording(): SectionWording | null {
  return useContext(SectionWordingContext);
}

/** The 'About this section' button and its modal (every dashboard section has one). */
export function SectionInfoButton({ title, info }: { title: string; info: string }) {
  const { t } = useTranslation('common');
  const [opened, { open, close }] = useDisclosure(false);
  const label = t('sectionInfo', { title });
  return (
    <>
      <Tooltip label={label}>
        {/* A plain button with the look of Mantine's subtle ActionIcon: every dashboard card has one. */}
        <button type="button" className={`mantine-focus-auto mantine-active ${classes.infoButton}`} aria-label={label} onClick={open}>
          <Icon name="info" size={20} />
        </button>
      </Tooltip>
      <Modal opened={opened} onClose={close} title={title} centered>
        {info.split('\n').map((paragraph, index) => (
          <Text key={index} size="sm" mb="xs">
            {paragraph}
          </Text>
        ))}
      </Modal>
    </>
  );
}
