import { LegalDocument } from '@/components/layout/LegalDocument';
import { TERMS_SECTIONS } from '@/lib/content/defaults';

export default function TermsPage() {
  return (
    <>
      <title>Terms &amp; Conditions | Clubhouse</title>
      <LegalDocument page="terms" sections={TERMS_SECTIONS} fallbackTitle="Terms & Conditions" />
    </>
  );
}
