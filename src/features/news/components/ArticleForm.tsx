import { Button, chakra, Dialog, Field, HStack, Input, Stack, Switch, Textarea } from '@chakra-ui/react';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { toaster } from '@/components/ui/toaster';
import { errorMessage } from '@/lib/errors';
import { articleSchema, type Article, type ArticleInput } from '@/lib/schemas/news';
import { formatIssues } from '@/lib/schemas/validation';
import { createArticle } from '../api/create-article';
import { updateArticle } from '../api/update-article';
import { HeroImageField } from './HeroImageField';
import { IssueList } from './IssueList';

const EMPTY: ArticleInput = { title: '', category: '', excerpt: '', content: '', heroImageUrl: '', published: false };

function formValues({ title, category, excerpt, content, heroImageUrl, published }: Article): ArticleInput {
  return { title, category, excerpt, content, heroImageUrl, published };
}

interface ArticleFormProps {
  /** The article to edit, or null for a new one. */
  article: Article | null;
  /** Called after a successful save. */
  onSaved: () => void;
}

/**
 * The body and footer of the article dialog (the Published switch sits in the
 * footer, beside the save button). Every failing field is shown
 * inline and listed as "path: message" in a "Validation failed" toast;
 * nothing is written until the whole form passes the schema.
 */
export function ArticleForm({ article, onSaved }: ArticleFormProps) {
  const [uploading, setUploading] = useState(false);
  const {
    register,
    control,
    handleSubmit,
    getValues,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<ArticleInput>({
    resolver: zodResolver(articleSchema),
    defaultValues: article ? formValues(article) : EMPTY,
  });
  const heroImageUrl = useWatch({ control, name: 'heroImageUrl' });

  const save = handleSubmit(
    async (values) => {
      try {
        if (article) await updateArticle(article.id, values);
        else await createArticle(values);
        toaster.create({ type: 'success', title: article ? 'Article updated' : 'Article created' });
        onSaved();
      } catch (error) {
        toaster.create({
          type: 'error',
          title: article ? 'Failed to update article' : 'Failed to create article',
          description: errorMessage(error),
        });
      }
    },
    () => {
      const result = articleSchema.safeParse(getValues());
      toaster.create({
        type: 'error',
        title: 'Validation failed',
        description: result.success ? undefined : <IssueList lines={formatIssues(result.error)} />,
      });
    },
  );

  return (
    // display: contents lets the dialog lay out body and footer: the body scrolls, the footer stays in view.
    <chakra.form onSubmit={save} noValidate display="contents">
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root invalid={!!errors.title} required>
            <Field.Label>
              Title <Field.RequiredIndicator />
            </Field.Label>
            <Input {...register('title')} />
            <Field.ErrorText>{errors.title?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.category} required>
            <Field.Label>
              Category <Field.RequiredIndicator />
            </Field.Label>
            <Input {...register('category')} placeholder="e.g. Tournament, Society, Par 3" />
            <Field.ErrorText>{errors.category?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.excerpt} required>
            <Field.Label>
              Excerpt <Field.RequiredIndicator />
            </Field.Label>
            <Textarea rows={2} autoresize {...register('excerpt')} />
            <Field.HelperText>One or two sentences shown in lists (up to 300 characters).</Field.HelperText>
            <Field.ErrorText>{errors.excerpt?.message}</Field.ErrorText>
          </Field.Root>
          <Field.Root invalid={!!errors.content} required>
            <Field.Label>
              Content <Field.RequiredIndicator />
            </Field.Label>
            <Textarea rows={10} {...register('content')} />
            <Field.HelperText>Plain text; leave a blank line between paragraphs.</Field.HelperText>
            <Field.ErrorText>{errors.content?.message}</Field.ErrorText>
          </Field.Root>
          <HeroImageField
            url={heroImageUrl}
            onUrlChange={(url) => setValue('heroImageUrl', url, { shouldDirty: true, shouldValidate: true })}
            uploading={uploading}
            onUploadingChange={setUploading}
          />
          <Field.Root invalid={!!errors.heroImageUrl}>
            <Field.Label>Image URL</Field.Label>
            <Input type="url" inputMode="url" placeholder="https://" {...register('heroImageUrl')} />
            <Field.HelperText>Or paste the address of an image instead of uploading one.</Field.HelperText>
            <Field.ErrorText>{errors.heroImageUrl?.message}</Field.ErrorText>
          </Field.Root>
        </Stack>
      </Dialog.Body>
      <Dialog.Footer justifyContent="space-between" flexWrap="wrap">
        <Controller
          control={control}
          name="published"
          render={({ field }) => (
            <Switch.Root
              name={field.name}
              checked={field.value}
              onCheckedChange={(details) => field.onChange(details.checked)}
              colorPalette="brand"
            >
              <Switch.HiddenInput role="switch" onBlur={field.onBlur} />
              <Switch.Control />
              <Switch.Label>Published</Switch.Label>
            </Switch.Root>
          )}
        />
        <HStack gap="3">
          <Dialog.ActionTrigger asChild>
            <Button variant="outline">Cancel</Button>
          </Dialog.ActionTrigger>
          <Button type="submit" colorPalette="brand" loading={isSubmitting} disabled={uploading}>
            {article ? 'Save Article' : 'Create Article'}
          </Button>
        </HStack>
      </Dialog.Footer>
    </chakra.form>
  );
}
