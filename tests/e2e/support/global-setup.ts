import { seed } from '../../../scripts/seed/index';

/** Every browser run starts from the same seeded season. */
export default async function globalSetup(): Promise<void> {
  await seed({});
}
