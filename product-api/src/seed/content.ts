import {
  blogCategories, blogPostCategories, blogPosts, faqs, feedbackTags, pages, quizAnswers, quizQuestions, quizzes,
  supportTags,
} from "../db/schema";
import { putSetting } from "../settings";
import type { SeedContext } from "./context";
import { BLOG_CATEGORIES, BLOG_POSTS } from "./data/blog";
import { FAQS, FEEDBACK_TAGS, SUPPORT_TAGS } from "./data/help";
import { PAGES } from "./data/pages";
import { SETTINGS } from "./data/settings";
import { blogHash } from "../content/blog-hash";
import { ago, slugify } from "./prng";

export async function seedContent(ctx: SeedContext): Promise<void> {
  const { db, now, rng } = ctx;
  await db.insert(blogCategories).values(BLOG_CATEGORIES.map((c, i) => ({ id: i + 1, title: c.title, sqTitle: c.sq_title })));
  const html = (paragraphs: string[]) => paragraphs.map((text) => `<p>${text}</p>`).join("\n");
  await db.insert(blogPosts).values(
    BLOG_POSTS.map((post, i) => ({
      id: i + 1, hashId: blogHash(i + 1), slug: slugify(post.title), title: post.title, author: post.author, content: html(post.paragraphs),
      slugEn: slugify(post.titleEn), titleEn: post.titleEn, authorEn: post.authorEn ?? post.author, contentEn: html(post.paragraphsEn),
      imageCover: `images/blog/${i + 1}/cover.svg`,
      timeRead: post.timeRead, canShowQuiz: post.canShowQuiz ?? true, creditsPerCorrectAnswer: post.credits ?? 10,
      maxEarn: post.maxEarn ?? 100, createdAt: ago(now, post.daysAgo, 600),
    })),
  );
  await db.insert(blogPostCategories).values(BLOG_POSTS.flatMap((post, i) => post.categories.map((categoryId) => ({ blogId: i + 1, categoryId }))));
  await db.insert(quizzes).values(BLOG_POSTS.map((_, i) => ({ id: i + 1, blogId: i + 1 })));
  let questionId = 0;
  const answers: Array<typeof quizAnswers.$inferInsert> = [];
  const questions = BLOG_POSTS.flatMap((post, i) =>
    post.quiz.map(([questionText, questionTextEn, options], position) => {
      questionId += 1;
      // The correct answer is written first in the data; shuffle so it is not always first on screen.
      rng.sample(options, options.length).forEach(([answerText, answerTextEn, isCorrect], answerPosition) =>
        answers.push({ questionId, answerText, answerTextEn, isCorrect, position: answerPosition }),
      );
      return { id: questionId, quizId: i + 1, questionText, questionTextEn, position };
    }),
  );
  await db.insert(quizQuestions).values(questions);
  await db.insert(quizAnswers).values(answers);

  await db.insert(faqs).values(
    FAQS.map(([scope, questionEn, answerEn, questionAl, answerAl], i) => ({ id: i + 1, scope, questionEn, answerEn, questionAl, answerAl, position: i + 1, clicks: rng.int(0, 120) })),
  );
  await db.insert(supportTags).values(SUPPORT_TAGS.map(([titleEn, titleSq], i) => ({ id: i + 1, titleEn, titleSq, position: i + 1 })));
  await db.insert(feedbackTags).values(FEEDBACK_TAGS.map(([tagEn, tagSq], i) => ({ id: i + 1, tagEn, tagSq, position: i + 1 })));
  await db.insert(pages).values(PAGES);
  await putSetting(db, "about_us", SETTINGS.about_us);
  await putSetting(db, "referral", SETTINGS.referral);
  await putSetting(db, "rewards", SETTINGS.rewards);
}
