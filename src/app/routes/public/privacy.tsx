import { LegalDocument } from '@/components/layout/LegalDocument';
import { PRIVACY_SECTIONS } from '@/lib/content/defaults';
import { PageMeta } from '@/components/layout/PageMeta';

export default function PrivacyPage() {
  return (
    <>
      <PageMeta title="Privacy Policy" />
      <LegalDocument page="privacy" sections={PRIVACY_SECTIONS} fallbackTitle="Privacy Policy" />
    </>
  );
}
