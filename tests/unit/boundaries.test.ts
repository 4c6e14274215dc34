import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint();

async function ruleErrors(rule: string, filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

const boundaryErrors = (filePath: string, code: string) => ruleErrors('import-x/no-restricted-paths', filePath, code);
const importErrors = (filePath: string, code: string) => ruleErrors('no-restricted-imports', filePath, code);

/** A probe file's source: it imports `name` from `module` and uses it. */
const importing = (name: string, module: string) => `import { ${name} } from '${module}';\nexport const probe = ${name};\n`;

// ESLint with the TypeScript resolver takes seconds to start on a busy machine.
describe('import boundaries (eslint.config.js)', { timeout: 30_000 }, () => {
  it('stops a feature (a domain) importing another, from any of its parts', async () => {
    for (const file of [
      'src/features/standings/components/Probe.ts',
      'src/features/tournaments/admin/components/Probe.ts',
      'src/features/teams/member/components/Probe.ts',
    ]) {
      const errors = await boundaryErrors(file, importing('signIn', '@/features/auth/api/sign-in'));
      expect(errors.join(), file).toMatch(/never imports another feature/);
    }
  });

  it("stops a domain's public parts importing its admin/ or member/ parts", async () => {
    const fromAdmin = await boundaryErrors(
      'src/features/tournaments/components/Probe.tsx',
      importing('ManageTournaments', '@/features/tournaments/admin/components/ManageTournaments'),
    );
    expect(fromAdmin.join()).toMatch(/public parts never import its admin\/ or member\/ parts/);
    const topFile = await boundaryErrors(
      'src/features/tournaments/probe.ts',
      importing('tournamentRegistrationRef', './member/api/queries'),
    );
    expect(topFile.join()).toMatch(/public parts never import its admin\/ or member\/ parts/);
  });

  it('stops member/ parts importing admin/ parts, and public routes importing either', async () => {
    const member = await boundaryErrors(
      'src/features/tournaments/member/components/Probe.tsx',
      importing('ManageTournaments', '@/features/tournaments/admin/components/ManageTournaments'),
    );
    expect(member.join()).toMatch(/member\/ parts never import admin\/ parts/);
    for (const part of ['@/features/tournaments/member/components/MyTournaments', '@/features/news/admin/components/ManageNews']) {
      const route = await boundaryErrors(
        'src/app/routes/public/probe.tsx',
        `import * as part from '${part}';\nexport const probe = part;\n`,
      );
      expect(route.join(), part).toMatch(/Public routes never import an admin\/ or member\/ part/);
    }
  });

  it("lets admin/ and member/ parts use their domain's public parts", async () => {
    for (const file of ['src/features/tournaments/admin/components/Probe.ts', 'src/features/tournaments/member/components/Probe.ts']) {
      const errors = await boundaryErrors(file, importing('tournamentRef', '../../api/queries'));
      expect(errors, file).toEqual([]);
    }
    const route = await boundaryErrors(
      'src/app/routes/member/probe.tsx',
      importing('MyRegisteredTournaments', '@/features/tournaments/member/components/MyTournaments'),
    );
    expect(route).toEqual([]);
  });

  it('lets functions/src import only the stored shapes and the pure cores, and nothing of the browser', async () => {
    const shared = await boundaryErrors(
      'functions/src/probe.ts',
      "import { tournamentSchema } from '@/lib/schemas/tournament';\nimport { computeStandings } from '@/lib/standings';\nexport const probe = [tournamentSchema, computeStandings];\n",
    );
    expect(shared).toEqual([]);
    for (const module of ['@/features/tournaments/model', '@/lib/env', '@/lib/data/refs']) {
      const errors = await boundaryErrors('functions/src/probe.ts', `import * as m from '${module}';\nexport const probe = m;\n`);
      expect(errors.join(), module).toMatch(/functions\/src imports only src\/lib\/schemas/);
    }
    const browser = await importErrors(
      'functions/src/probe.ts',
      "import { useState } from 'react';\nimport { getFirestore } from 'firebase/firestore';\nexport const probe = [useState, getFirestore];\n",
    );
    expect(browser).toHaveLength(2);
    expect(browser.join()).toMatch(/no React, no UI kit, no web SDK/);
    const core = await importErrors('src/lib/standings.ts', importing('getFirestore', 'firebase/firestore'));
    expect(core.join()).toMatch(/core shared with the functions/);
  });

  it('stops src/lib importing a feature or a component', async () => {
    const fromFeature = await boundaryErrors('src/lib/probe.ts', importing('signIn', '@/features/auth/api/sign-in'));
    expect(fromFeature.join()).toMatch(/never imports a feature/);
    const fromComponents = await boundaryErrors('src/lib/probe.ts', importing('RequireMember', '@/components/guards'));
    expect(fromComponents.join()).toMatch(/bottom layer/);
  });

  it('lets a feature use its own code and shared code', async () => {
    const errors = await boundaryErrors(
      'src/features/teams/member/components/Probe.ts',
      "import { teamMembershipRef } from '../api/queries';\nimport { paths } from '@/config/paths';\nexport const probe = [teamMembershipRef, paths];\n",
    );
    expect(errors).toEqual([]);
  });

  it('keeps the Firebase SDK out of components: they use the kit and their api/', async () => {
    for (const file of ['src/features/news/components/Probe.tsx', 'src/components/layout/Probe.tsx', 'src/app/routes/public/probe.tsx']) {
      const errors = await importErrors(file, importing('getDocs', 'firebase/firestore'));
      expect(errors.join()).toMatch(/Components use the kit/);
    }
    const inApi = await importErrors('src/features/news/api/probe.ts', importing('getDocs', 'firebase/firestore'));
    expect(inApi).toEqual([]);
  });

  it('keeps src/lib/schemas free of any SDK, and firebase-admin out of src', async () => {
    const inSchemas = await importErrors('src/lib/schemas/probe.ts', importing('Timestamp', 'firebase/firestore'));
    expect(inSchemas.join()).toMatch(/zod and its own files only/);
    const admin = await importErrors('src/lib/probe.ts', importing('getFirestore', 'firebase-admin/firestore'));
    expect(admin.join()).toMatch(/firebase-admin/);
  });
});
