import { ModalsProvider } from '@mantine/modals';

/** The provider of `modals.*`: `ModalsOnFirstCall` loads and mounts it at the first call. */
export default function Modals() {
  return <ModalsProvider />;
}
