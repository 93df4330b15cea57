import { Alert, Badge, Button, Stack } from '@mantine/core';
import { useTranslation } from '../../../shared/i18n/useTranslation';
import { isSilentError, useLogFailure } from '../../../shared/api';
import { paths } from '../../../shared/paths';
import { Icon } from '../../../shared/ui/icons';
import { PageHeader } from '../../../shared/ui/PageHeader';
import { SkeletonBlock } from '../../../shared/ui/SkeletonBlock';
import { useTrustedProducts } from '../api/useLibrary';
import { groupProducts } from '../libraryFormat';
import { CardList, LinkCard } from './LinkCard';
import { Empty, Section } from './Loaded';

/** /trusted-products: the kinds of products families use, by category, each opening its own page. */
export function TrustedProductsPage() {
  const { t } = useTranslation('library');
  const products = useTrustedProducts();
  useLogFailure(products.error, 'Failed to load trusted products');

  let body;
  if (products.isError && !isSilentError(products.error))
    // The product's own words for this failure: 'Unable to load products' with 'Try Again'.
    body = (
      <Alert color="danger" variant="light" icon={<Icon name="alert" />} title={t('products.loadFailed')}>
        <Button variant="white" color="danger" size="xs" mt="xs" onClick={() => void products.refetch()}>
          {t('tryAgain')}
        </Button>
      </Alert>
    );
  else if (!products.data) body = <SkeletonBlock label={t('products.loading')} count={5} height={80} />;
  else if (products.data.length === 0) body = <Empty>{t('products.empty')}</Empty>;
  else
    body = groupProducts(products.data).map(({ category, products: inCategory }) => (
      <Section key={category} title={t(`products.categories.${category}`)}>
        <CardList>
          {inCategory.map((product) => (
            <LinkCard
              key={product.id}
              to={paths.productLearning({ id: product.id })}
              title={product.title}
              summary={product.summary}
              order={3}
              extra={
                product.explored && (
                  <Badge size="sm" variant="light" leftSection={<Icon name="check" size={12} />}>
                    {t('products.explored')}
                  </Badge>
                )
              }
            />
          ))}
        </CardList>
      </Section>
    ));

  return (
    <Stack gap="lg" py="md">
      <PageHeader title={t('products.pageTitle')} intro={t('products.pageIntro')} />
      {body}
    </Stack>
  );
}
