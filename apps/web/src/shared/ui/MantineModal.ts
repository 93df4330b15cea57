// Its own module, so that only Modal.tsx's dynamic import reaches Mantine's Modal.
export { Modal as default } from '@mantine/core';
