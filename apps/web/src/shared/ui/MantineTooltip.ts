// Its own module, so that only Tooltip.tsx's dynamic import reaches Mantine's Tooltip.
export { Tooltip as default } from '@mantine/core';
