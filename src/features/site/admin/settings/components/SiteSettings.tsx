import { Button, Card, Field, HStack, SimpleGrid, Stack, Text, Textarea } from '@chakra-ui/react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { ReactNode } from 'react';
import { AdminPanel, ErrorState, Form, ImageUploadField, LoadingState, SubmitButton, useAction, useSchemaForm } from '@/components/kit';
import { pageDefaults } from '@/lib/content/defaults';
import { safeFileName } from '@/lib/data/upload';
import { useLive } from '@/lib/data/use-live';
import { SITE_DESCRIPTION_MAX } from '@/lib/schemas/content';
import { saveSiteSettings } from '../api/mutations';
import { siteSettingsRef } from '../api/queries';
import { SETTING_KEYS, siteSettingsSchema, type SiteSettingsInput } from '../schemas';

/** The description with its live counter ("42/160"). */
function DescriptionField() {
  const { register, formState } = useFormContext<SiteSettingsInput>();
  const value = useWatch<SiteSettingsInput, 'site_description'>({ name: 'site_description' });
  const error = formState.errors.site_description?.message;
  const length = value.length;
  return (
    <Field.Root invalid={!!error || length > SITE_DESCRIPTION_MAX}>
      <Field.Label>Site description</Field.Label>
      <Textarea rows={3} {...register('site_description')} />
      <HStack justify="space-between" w="full" align="start">
        <Field.HelperText>Shown in search results and link previews.</Field.HelperText>
        <Text fontSize="sm" color={length > SITE_DESCRIPTION_MAX ? 'fg.error' : 'fg.muted'} aria-live="polite" flexShrink={0}>
          {length}/{SITE_DESCRIPTION_MAX}
        </Text>
      </HStack>
      <Field.ErrorText>{error}</Field.ErrorText>
    </Field.Root>
  );
}

const named = (prefix: string) => (file: File) => `${prefix}${Date.now()}-${safeFileName(file.name)}`;

interface SettingImageSpec {
  name: string;
  label: string;
  /** Where the upload goes, before its time stamp and file name. */
  prefix: string;
  helper: string;
  kind?: 'png';
}

const LOGOS: SettingImageSpec[] = [
  {
    name: 'header_logo_url',
    label: 'Header logo',
    prefix: 'hero-images/header-logo-',
    helper: 'Recommended 200 x 50 px; JPEG, PNG or WebP under 5 MB. Without one, the name is shown.',
  },
  {
    name: 'footer_logo_url',
    label: 'Footer logo',
    prefix: 'hero-images/footer-logo-',
    helper: 'Recommended 180 x 45 px; JPEG, PNG or WebP under 5 MB.',
  },
  { name: 'favicon_url', label: 'Favicon', prefix: 'hero-images/favicon-', helper: 'Square, 32 x 32 or 64 x 64 px (PNG recommended).' },
];

const APP_ICONS: SettingImageSpec[] = [192, 512].map((size) => ({
  name: `pwa_icon_${size}_url`,
  label: `App icon ${size} x ${size}`,
  prefix: `hero-images/app-icons/icon-${size}-`,
  kind: 'png',
  helper: `PNG only, ${size} x ${size} px.`,
}));

function SettingImage({ image }: { image: SettingImageSpec }) {
  return (
    <ImageUploadField
      name={image.name}
      label={image.label}
      folder={named(image.prefix)}
      kind={image.kind}
      helper={image.helper}
      failureTitle="Failed to update settings"
    />
  );
}

/** One group of settings: a card with its h3 and what it is about. */
function SettingsCard({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card.Root variant="outline">
      <Card.Header>
        <Card.Title as="h3">{title}</Card.Title>
        {description && <Card.Description>{description}</Card.Description>}
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}

function SettingImages({ images, columns }: { images: readonly SettingImageSpec[]; columns: number }) {
  return (
    <SimpleGrid columns={{ base: 1, md: columns }} gap="6">
      {images.map((image) => (
        <SettingImage key={image.name} image={image} />
      ))}
    </SimpleGrid>
  );
}

function SettingsForm({ stored }: { stored: Record<string, string> }) {
  const defaults = pageDefaults.site_settings;
  const initial = Object.fromEntries(SETTING_KEYS.map((key) => [key, stored[key] ?? defaults[key] ?? ''])) as SiteSettingsInput;
  const form = useSchemaForm(siteSettingsSchema, initial);
  const save = useAction(saveSiteSettings, {
    success: 'Settings updated',
    failure: 'Failed to update settings',
    onSuccess: (_, values) => form.reset(values),
  });

  return (
    <Form form={form} schema={siteSettingsSchema} onSubmit={save.run} invalidToast="all">
      <Stack gap="6">
        <SettingsCard title="Description">
          <DescriptionField />
        </SettingsCard>
        <SettingsCard title="Logos and favicon">
          <SettingImages images={LOGOS} columns={3} />
        </SettingsCard>
        <SettingsCard
          title="App icons"
          description="The icons of the installed app. Icon changes can take 24-48 hours to appear on devices where the app is installed."
        >
          <SettingImages images={APP_ICONS} columns={2} />
        </SettingsCard>
        <HStack justify="flex-end" gap="3">
          <Button variant="outline" disabled={!form.formState.isDirty || save.busy} onClick={() => form.reset(initial)}>
            Discard Changes
          </Button>
          <SubmitButton loading={save.busy}>Save Settings</SubmitButton>
        </HStack>
      </Stack>
    </Form>
  );
}

/** The admin panel's Site Settings tab: description, logos, favicon and app icons. */
export function SiteSettings() {
  const settings = useLive(siteSettingsRef());
  return (
    <AdminPanel title="Site Settings">
      {settings.loading ? (
        <LoadingState label="Loading settings..." />
      ) : settings.error !== undefined ? (
        <ErrorState error={settings.error} title="Failed to load settings" onRetry={settings.retry} />
      ) : (
        <SettingsForm stored={settings.data?.sections ?? {}} />
      )}
    </AdminPanel>
  );
}
