import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function ruleErrors(rule: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const boundaryErrors = (filePath: string, code: string) => ruleErrors('import-x/no-restricted-paths', filePath, code);
const importErrors = (filePath: string, code: string) => ruleErrors('no-restricted-imports', filePath, code);

// ESLint with the TypeScript resolver takes seconds to start on a busy machine.
describe('import boundaries (eslint.config.js)', { timeout: 30_000 }, () => {
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
      "import { ownProfile } from '../api/queries';\nimport { paths } from '@/config/paths';\nexport const probe = [ownProfile, paths];\n",
    );
    expect(errors).toEqual([]);
  });

  it('keeps the Firebase SDK out of components: they use the kit and their api/', async () => {
    for (const file of ['src/features/news/components/Probe.tsx', 'src/components/layout/Probe.tsx', 'src/app/routes/public/probe.tsx']) {
      const errors = await importErrors(file, "import { getDocs } from 'firebase/firestore';\nexport const probe = getDocs;\n");
      expect(errors.join()).toMatch(/Components use the kit/);
    }
    const inApi = await importErrors('src/features/news/api/probe.ts', "import { getDocs } from 'firebase/firestore';\nexport const probe = getDocs;\n");
    expect(inApi).toEqual([]);
  });

  it('keeps src/lib/schemas free of any SDK, and firebase-admin out of src', async () => {
    const inSchemas = await importErrors('src/lib/schemas/probe.ts', "import { Timestamp } from 'firebase/firestore';\nexport const probe = Timestamp;\n");
    expect(inSchemas.join()).toMatch(/zod and its own files only/);
    const admin = await importErrors('src/lib/probe.ts', "import { getFirestore } from 'firebase-admin/firestore';\nexport const probe = getFirestore;\n");
    expect(admin.join()).toMatch(/firebase-admin/);
  });
});
