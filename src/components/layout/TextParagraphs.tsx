import { Stack, Text, type StackProps } from '@chakra-ui/react';

interface TextParagraphsProps extends StackProps {
  /** Plain text; blank lines separate paragraphs. Never rendered as HTML. */
  text: string;
}

/** Editable plain text shown as paragraphs (single line breaks are kept). */
export function TextParagraphs({ text, ...props }: TextParagraphsProps) {
  const paragraphs = text
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);

  return (
    <Stack gap="4" {...props}>
      {paragraphs.map((paragraph, i) => (
        <Text key={i} whiteSpace="pre-line" lineHeight="tall">
          {paragraph}
        </Text>
      ))}
    </Stack>
  );
}
