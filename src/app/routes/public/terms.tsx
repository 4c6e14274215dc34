import { LegalDocument } from '@/components/layout/LegalDocument';
import { TERMS_SECTIONS } from '@/lib/content/defaults';
import { PageMeta } from '@/components/layout/PageMeta';

export default function TermsPage() {
  return (
    <>
      <PageMeta title="Terms & Conditions" />
      <LegalDocument page="terms" sections={TERMS_SECTIONS} fallbackTitle="Terms & Conditions" />
    </>
  );
}
