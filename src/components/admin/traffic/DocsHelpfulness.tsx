/**
 * The Traffic dashboard's "Docs helpfulness" card (issue 13 §3): per docs page the "Was this page
 * helpful?" votes of the period (both languages together) beside its pageviews, the latest
 * comments, and the questions the chat agent could not answer by page, from
 * GET /api/admin/docs-feedback.
 */
import React from 'react';
import Translate, {translate} from '@docusaurus/Translate';
import Heading from '@theme/Heading';
import type {DocsFeedbackComment, DocsHelpfulnessReport} from '@site/src/lib/docsFeedback';
import type {DayRange} from '@site/src/lib/traffic/report';
import {StaffCard, StaffTable} from '../StaffCard';
import {useStaffDates} from '../useStaffDates';
import {localeLabel} from './labels';
import {useRangeReport} from './useRangeReport';
import {useTrafficFormat} from './useTrafficFormat';
import styles from '../styles.module.css';

function answerLabel(helpful: boolean): string {
  return helpful
    ? translate({id: 'admin.docsFeedback.answer.yes', message: 'Helpful'})
    : translate({id: 'admin.docsFeedback.answer.no', message: 'Not helpful'});
}

/** 'current' is what readers see as the unreleased "next" docs. */
function versionLabel(version: string): string {
  return version === 'current' ? translate({id: 'admin.docsFeedback.version.next', message: 'next'}) : version;
}

function Comments({comments, total}: {comments: DocsFeedbackComment[]; total: number}): React.JSX.Element {
  const date = useStaffDates();
  if (comments.length === 0) {
    return (
      <p>
        <Translate id="admin.docsFeedback.noComments">No comments in this period.</Translate>
      </p>
    );
  }
  return (
    <>
      <p className={styles.muted}>
        <Translate id="admin.docsFeedback.commentsShown" values={{shown: comments.length, total}}>
          {'The latest {shown} of {total} comments, newest first.'}
        </Translate>
      </p>
      <ol className={styles.feedbackComments}>
        {comments.map((comment) => (
          <li key={comment.id}>
            <p className={styles.feedbackMeta}>
              <span>{comment.page}</span> · <span>{localeLabel(comment.locale)}</span> ·{' '}
              <span>
                <Translate id="admin.docsFeedback.version" values={{version: versionLabel(comment.version)}}>
                  {'version {version}'}
                </Translate>
              </span>{' '}
              · <strong>{answerLabel(comment.helpful)}</strong> · <time dateTime={new Date(comment.at).toISOString()}>{date(comment.at)}</time>
            </p>
            <blockquote className={styles.feedbackText}>{comment.comment}</blockquote>
          </li>
        ))}
      </ol>
    </>
  );
}

export function DocsHelpfulnessCard({range}: {range: DayRange}): React.JSX.Element {
  const format = useTrafficFormat();
  const {report, error} = useRangeReport<DocsHelpfulnessReport>('/docs-feedback', range);
  return (
    <StaffCard id="traffic-docs-helpfulness" title={<Translate id="admin.docsFeedback.title">Docs helpfulness</Translate>} error={error}>
      <p className={styles.muted}>
        <Translate id="admin.docsFeedback.note">
          Answers to “Was this page helpful?” at the end of each docs page in the period, both languages together, beside the page’s pageviews.
        </Translate>
      </p>
      <StaffTable
        rows={report?.pages ?? null}
        failed={error !== null}
        empty={<Translate id="admin.docsFeedback.empty">No votes yet in this period.</Translate>}
        rowKey={(row) => row.page}
        columns={[
          {header: <Translate id="admin.traffic.page">Page</Translate>},
          {header: <Translate id="admin.traffic.pageviews">Pageviews</Translate>},
          {header: <Translate id="admin.docsFeedback.yes">Yes votes</Translate>},
          {header: <Translate id="admin.docsFeedback.no">No votes</Translate>},
          {header: <Translate id="admin.docsFeedback.share">Share helpful</Translate>},
          {header: <Translate id="admin.docsFeedback.comments">Comments</Translate>},
        ]}
        cells={(row) => [
          row.page,
          format.number(row.pageviews),
          format.number(row.yes),
          format.number(row.no),
          format.percent(row.share),
          format.number(row.comments),
        ]}
      />
      {report && report.pages.length > 0 && (
        <>
          <Heading as="h3" className={styles.feedbackHeading}>
            <Translate id="admin.docsFeedback.latestComments">Latest comments</Translate>
          </Heading>
          <Comments comments={report.comments} total={report.commentCount} />
        </>
      )}
      <Heading as="h3" className={styles.feedbackHeading}>
        <Translate id="admin.docsFeedback.unanswered.title">Questions the agent could not answer</Translate>
      </Heading>
      <p className={styles.muted}>
        <Translate id="admin.docsFeedback.unanswered.note">
          Questions the site’s chat agent said its sources do not cover, by the page they were asked from: where the docs and pages fall short.
        </Translate>
      </p>
      <StaffTable
        rows={report?.unanswered ?? null}
        failed={error !== null}
        empty={<Translate id="admin.docsFeedback.unanswered.empty">The agent answered every question asked in this period.</Translate>}
        rowKey={(row) => row.page}
        columns={[
          {header: <Translate id="admin.traffic.page">Page</Translate>},
          {header: <Translate id="admin.docsFeedback.unanswered.count">Unanswered</Translate>},
          {header: <Translate id="admin.docsFeedback.unanswered.latest">Latest questions</Translate>},
        ]}
        cells={(row) => [
          row.page,
          format.number(row.count),
          <ul key="questions" className={styles.unansweredQuestions}>
            {row.questions.map((question) => (
              <li key={`${question.at}-${question.text}`}>{question.text}</li>
            ))}
          </ul>,
        ]}
      />
    </StaffCard>
  );
}
