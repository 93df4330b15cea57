import { Alert, Anchor, List, Text, Title } from '@mantine/core';
import { parseLibraryText, type Span } from '@t1d/contract';
import { Fragment, useMemo } from 'react';
import { Link } from '../router';

/**
 * The spans of a block. A link is the app's own (not the browser's default blue), underlined so that it
 * is told from the text around it by more than its colour; in a callout it keeps the callout's colour.
 */
function Spans({ spans, inertLinks, inCallout }: { spans: Span[]; inertLinks?: boolean; inCallout?: boolean }) {
  return spans.map((span, index) => {
    const text = span.bold ? <strong>{span.text}</strong> : span.text;
    if (span.href && inertLinks)
      return (
        <u key={index} title={span.href}>
          {text}
        </u>
      );
    return span.href ? (
      <Anchor key={index} component={Link} to={span.href} inherit underline="always" c={inCallout ? 'inherit' : undefined} fw={600}>
        {text}
      </Anchor>
    ) : (
      <Fragment key={index}>{text}</Fragment>
    );
  });
}

/**
 * A text of the content library (articles, lesson plans, the chat's answers) drawn as React elements
 * from the library's Markdown subset: no HTML is ever made from stored text. Headings start one level
 * below the page's own `headingLevel`. A preview (`inertLinks`) shows its links without following them.
 */
export function LibraryText({ source, headingLevel = 1, inertLinks }: { source: string; headingLevel?: 1 | 2 | 3; inertLinks?: boolean }) {
  const blocks = useMemo(() => parseLibraryText(source), [source]);
  return blocks.map((block, index) => {
    switch (block.type) {
      case 'heading':
        return (
          <Title
            key={index}
            order={Math.min(headingLevel + block.level - 1, 6) as 2 | 3 | 4}
            size={block.level === 2 ? 'h4' : 'h5'}
            mt="md"
            mb="xs"
          >
            <Spans spans={block.spans} inertLinks={inertLinks} />
          </Title>
        );
      case 'callout':
        return (
          <Alert key={index} color="danger" variant="light" my="sm">
            <Text size="sm" fw={500}>
              <Spans spans={block.spans} inertLinks={inertLinks} inCallout />
            </Text>
          </Alert>
        );
      case 'list':
        return (
          <List key={index} type={block.ordered ? 'ordered' : 'unordered'} spacing={4} size="sm" mb="sm" withPadding>
            {block.items.map((item, itemIndex) => (
              <List.Item key={itemIndex}>
                <Spans spans={item} inertLinks={inertLinks} />
              </List.Item>
            ))}
          </List>
        );
      default:
        return (
          <Text key={index} size="sm" mb="sm">
            <Spans spans={block.spans} inertLinks={inertLinks} />
          </Text>
        );
    }
  });
}
