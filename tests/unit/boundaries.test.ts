import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

describe('import boundaries (eslint.config.js)', () => {
  it('stops a feature importing another feature', async () => {
    const errors = await boundaryErrors(
      'src/features/dashboard/components/Probe.ts',
      "import { signIn } from '@/features/auth/api/sign-in';\nexport const probe = signIn;\n",
    );
    expect(errors.join()).toMatch(/never imports another feature/);
  });

  it('stops src/lib importing a feature or a component', async () => {
    const fromFeature = await boundaryErrors(
      'src/lib/probe.ts',
      "import { signIn } from '@/features/auth/api/sign-in';\nexport const probe = signIn;\n",
    );
    expect(fromFeature.join()).toMatch(/never imports a feature/);
    const fromComponents = await boundaryErrors(
      'src/lib/probe.ts',
      "import { RequireMember } from '@/components/guards';\nexport const probe = RequireMember;\n",
    );
    expect(fromComponents.join()).toMatch(/bottom layer/);
  });

  it('lets a feature use its own code and shared code', async () => {
    const errors = await boundaryErrors(
      'src/features/dashboard/components/Probe.ts',
      "import { subscribeOwnProfile } from '../api/subscribe-own-profile';\nimport { paths } from '@/config/paths';\nexport const probe = [subscribeOwnProfile, paths];\n",
    );
    expect(errors).toEqual([]);
  });
});
