import { LegalDocument } from '@/components/layout/LegalDocument';
import { PRIVACY_SECTIONS } from '@/lib/content/defaults';

export default function PrivacyPage() {
  return (
    <>
      <title>Privacy Policy | Clubhouse</title>
      <LegalDocument page="privacy" sections={PRIVACY_SECTIONS} fallbackTitle="Privacy Policy" />
    </>
  );
}
