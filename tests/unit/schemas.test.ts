import { describe, expect, it } from 'vitest';
import { signInSchema } from '@/lib/schemas/auth';
import { isAllowedImage } from '@/lib/schemas/common';
import { articleSchema } from '@/lib/schemas/news';
import { firstIssue, formatIssues } from '@/lib/schemas/validation';

const article = {
  title: 'Club championship',
  category: 'Tournament',
  excerpt: 'Who won',
  content: 'The story',
  heroImageUrl: '',
  published: true,
};

describe('articleSchema (admin spec section 5)', () => {
  it('accepts a valid article and trims its texts', () => {
    const parsed = articleSchema.parse({ ...article, title: '  Club championship  ' });
    expect(parsed.title).toBe('Club championship');
  });

  it.each([
    ['title', '', 'title: Title is required'],
    ['title', 'x'.repeat(201), 'title: Title must be at most 200 characters'],
    ['category', 'x'.repeat(51), 'category: Category must be at most 50 characters'],
    ['excerpt', 'x'.repeat(301), 'excerpt: Excerpt must be at most 300 characters'],
    ['content', 'x'.repeat(10001), 'content: Content must be at most 10000 characters'],
    ['content', '   ', 'content: Content is required'],
    ['heroImageUrl', 'javascript:alert(1)', 'heroImageUrl: Must be a valid URL or empty'],
  ])('rejects %s = %j with "path: message"', (field, value, line) => {
    const result = articleSchema.safeParse({ ...article, [field]: value });
    expect(result.success).toBe(false);
    if (!result.success) expect(formatIssues(result.error)).toContain(line);
  });

  it('accepts limits exactly at the edge', () => {
    expect(articleSchema.safeParse({ ...article, title: 'x'.repeat(200), excerpt: 'x'.repeat(300) }).success).toBe(true);
  });

  it('accepts https URLs and site-relative image paths', () => {
    expect(articleSchema.safeParse({ ...article, heroImageUrl: 'https://cdn.example.com/a.webp' }).success).toBe(true);
    expect(articleSchema.safeParse({ ...article, heroImageUrl: '/images/seed/news-1.webp' }).success).toBe(true);
  });
});

describe('signInSchema', () => {
  it('needs a valid email and a password', () => {
    const result = signInSchema.safeParse({ email: 'not-an-email', password: '' });
    expect(result.success).toBe(false);
    if (!result.success) {
      expect(firstIssue(result.error)).toBe('Invalid email address');
      expect(formatIssues(result.error)).toContain('password: Password is required');
    }
  });
});

describe('isAllowedImage', () => {
  it('allows jpeg, png and webp under 5 MB only', () => {
    expect(isAllowedImage({ type: 'image/webp', size: 1000 })).toBe(true);
    expect(isAllowedImage({ type: 'image/jpeg', size: 1000 })).toBe(true);
    expect(isAllowedImage({ type: 'image/gif', size: 1000 })).toBe(false);
    expect(isAllowedImage({ type: 'image/svg+xml', size: 1000 })).toBe(false);
    expect(isAllowedImage({ type: 'image/png', size: 6 * 1024 * 1024 })).toBe(false);
  });
});
